"""Computers' bidding runs on the page: a ladder of raises between computers is one line in the
log and in the live region ("Computer 2 and Computer 3 raised plant 5 from 5 to 19 Elektro in 14
bids; Computer 3 won it"), a person's move in the middle splits it, and the computers play such a
run at a quicker pace. The auctions are played move by move (BASE-AUCTION-5 opening at the
plant's number, raises of one, passes), the seats being people or computers."""
from __future__ import annotations

import re

import pytest

from powergrid import Game
from web_scenes import COLORS

from pgui.controller import computers
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.controller.game_screen import LIVE
from pgui.i18n import LANGS, tx
from pgui.words.bidruns import SUMMARY, log_items

COMPUTERS = [{"kind": "normal"}] * 3
ANN_AND_COMPUTERS = [{"kind": "person"}, {"kind": "normal"}, {"kind": "easy"}]


def text(html) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", str(html))).strip()


def opened(first: str) -> Game:
    """Round 1 on Germany: seat 0 opens plant 5 at 5; seats 1 and 2 bid after him in that order."""
    game = Game({"map": "germany", "players": [first, "Computer 2", "Computer 3"], "seed": 1})
    game.apply({"type": "open", "player": 0, "plant": 5, "bid": 5})
    return game


def play(game: Game, moves: str, each=None) -> None:
    """The bidders' moves in turn: "r" raises by one, "p" passes; `each(game)` after every move."""
    for move in moves:
        d = game.decision()
        assert d["kind"] == "bid"
        lot = game.view()["auction"]["lot"]
        game.apply({"type": "bid", "player": d["player"], "bid": lot["bid"] + 1} if move == "r"
                   else {"type": "pass", "player": d["player"]})
        if each is not None:
            each(game)


LADDER = "rrp" + "r" * 12 + "p"        # Computer 1 passes at once; 2 and 3 go up to 19; 2 gives up


def summary(lang: str, start: int, end: int, count: int, won: bool):
    """The summary of a run of Computer 2 and Computer 3 on plant 5, in the catalogue's words."""
    names = tx(lang, "log.bid_run_names", names="Computer 2", last="Computer 3")
    if won:
        return tx(lang, "log.bid_run_won", names=names, plant=5, start=start, end=end, count=count, player="Computer 3")
    return tx(lang, "log.bid_run", names=names, plant=5, start=start, end=end, count=count)


def shown_log(game: Game, seats, lang: str = "en") -> list:
    app = App(DictStore(), lang)
    app.set_game(game, COLORS[:3], seats=seats)
    html = app.render()[1]["pg-log"]
    return [text(li) for li in re.findall(r"<li[^>]*>(.*?)</li>", html)][::-1]     # oldest first


@pytest.mark.parametrize("lang", LANGS)
def test_a_ladder_between_computers_is_one_line_in_the_log(lang):
    game = opened("Computer 1")
    play(game, LADDER)
    assert game.view()["players"][2]["plants"] == [5]
    app = App(DictStore(), lang)
    app.set_game(game, COLORS[:3], seats=COMPUTERS)
    html = app.render()[1]["pg-log"]
    assert 'class="log-bid"' not in html and 'class="log-plant_bought"' not in html     # no ladder
    assert html.count('class="log-bid_run"') == 1
    assert text(summary(lang, start=5, end=19, count=14, won=True)) in shown_log(game, COMPUTERS, lang)[-2]
    if lang == "en":
        assert shown_log(game, COMPUTERS)[-3:] == [
            "1 Computer 1 offers 5 Elektro for plant 5.",
            "1 Computer 2 and Computer 3 raised plant 5 from 5 to 19 Elektro in 14 bids; Computer 3 won it.",
            "1 Plant 13 comes into the market."]


@pytest.mark.parametrize("lang,line", [
    ("en", "1 Computer 2, Computer 3 and Computer 1 raised plant 5 from 5 to 25 Elektro in 20 bids; "
           "Computer 3 won it."),
    ("ro", "1 Computer 2, Computer 3 și Computer 1 au ridicat prețul centralei 5 de la 5 la 25 Elektro "
           "în 20 de oferte; Computer 3 a câștigat-o.")])
def test_three_computers_are_named_in_the_order_of_their_first_raise(lang, line):
    game = opened("Computer 1")
    play(game, "r" * 20 + "pp")
    assert shown_log(game, COMPUTERS, lang)[-2] == line


def test_at_a_table_of_people_every_bid_stays_a_line():
    game = opened("Ann")
    play(game, LADDER)
    log = shown_log(game, [{"kind": "person"}] * 3)
    bidders = ("Computer 2", "Computer 3")
    bids = [line for line in log if " bids " in line]
    assert bids == [f"1 {bidders[n % 2]} bids {6 + n} Elektro." for n in range(14)]
    assert "1 Computer 3 buys plant 5 for 19 Elektro." in log


def test_a_person_in_the_middle_splits_the_run_and_a_single_raise_stays_a_line():
    game = opened("Ann")
    play(game, "rrp" + "rrp")        # 2 and 3 raise; Ann passes; 2 and 3 raise; 2 gives up
    assert shown_log(game, ANN_AND_COMPUTERS)[1:-1] == [
        "1 Ann offers 5 Elektro for plant 5.",
        "1 Computer 2 and Computer 3 raised plant 5 from 5 to 7 Elektro in 2 bids.",
        "1 Ann passes.",
        "1 Computer 2 and Computer 3 raised plant 5 from 7 to 9 Elektro in 2 bids; Computer 3 won it."]
    game = opened("Ann")
    play(game, "rrrrprrp")           # Ann raises in between; 3 passes; the rest are single raises
    assert shown_log(game, ANN_AND_COMPUTERS)[2:-1] == [
        "1 Computer 2 and Computer 3 raised plant 5 from 5 to 7 Elektro in 2 bids.",
        "1 Ann bids 8 Elektro.",
        "1 Computer 2 bids 9 Elektro.",
        "1 Computer 3 passes.",
        "1 Ann bids 10 Elektro.",
        "1 Computer 2 bids 11 Elektro.",
        "1 Ann passes.",
        "1 Computer 2 buys plant 5 for 11 Elektro."]


def test_a_pace_showing_every_raise_keeps_the_lines_and_adds_the_summary_after_the_sale():
    game = opened("Computer 1")
    play(game, LADDER)
    kinds = [item.event["e"] for item in log_items(game.view()["log"], frozenset({0, 1, 2}), each_raise=True)]
    assert kinds[1:] == (["auction_opened", "bid", "bid", "auction_passed"] + ["bid"] * 12
                         + ["auction_passed", "plant_bought", SUMMARY, "plant_drawn"])


def said(app) -> list:
    html = app.render()[1].get(LIVE, "")
    return [text(p) for p in re.findall(r"<p>(.*?)</p>", html)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_live_region_says_a_run_once_it_ends_in_one_line(lang):
    game = opened("Computer 1")
    app = App(DictStore(), lang)
    app.set_game(game, COLORS[:3], seats=COMPUTERS)
    heard = []
    play(game, LADDER, each=lambda g: heard.extend(said(app)))
    assert heard[0] == text(summary(lang, start=5, end=19, count=14, won=True))
    assert len(heard) == 2                         # and the plant drawn into the market
    assert said(app) == []


def test_the_live_region_says_the_run_so_far_when_a_person_is_to_bid():
    game = opened("Ann")
    app = App(DictStore(), "en")
    app.set_game(game, COLORS[:3], seats=ANN_AND_COMPUTERS)
    heard = []
    play(game, "rrp" + "rrp", each=lambda g: heard.append(said(app)))
    assert heard == [[], ["Computer 2 and Computer 3 raised plant 5 from 5 to 7 Elektro in 2 bids."],
                     ["Ann passes."], [], [],
                     ["Computer 2 and Computer 3 raised plant 5 from 7 to 9 Elektro in 2 bids; Computer 3 won it.",
                      "Plant 13 comes into the market."]]


@pytest.mark.parametrize("pace", [computers.PACE_MS, computers.faster(computers.PACE_MS)])
def test_a_run_between_computers_is_played_at_a_quicker_pace(pace):
    """The first raise at the pace; the next raises and the pass that ends the run quicker; a
    person's move in between brings the pace back."""
    game = opened("Ann")
    app = App(DictStore(), "en")
    app.set_game(game, COLORS[:3], seats=ANN_AND_COMPUTERS)
    app.pace_ms = pace
    quick = [app.bot_delay() < pace]
    play(game, "rrp" + "rrp", each=lambda g: quick.append(app.computer_seat() is not None and app.bot_delay() < pace))
    assert quick == [False, True, False, False, True, True, False]
    assert computers.pause(pace, game, ANN_AND_COMPUTERS) == pace       # the next auction: the pace
    app.skipping = True
    assert app.bot_delay() == 0
