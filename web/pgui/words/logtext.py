"""The game log in plain sentences, in the players' language, newest first."""
from __future__ import annotations

from ..common import STEP3_CARD, UNNAMED_MAP, card_label, names_list, plant_label, player_name, resource_list, table
from ..h import Markup, esc
from ..i18n import market_name, t, tx
from .bidruns import NO_PURCHASE, SUMMARY, auction_start, log_items

LOG_LENGTH = 50


def sentence(game, event: dict, lang: str, colors) -> Markup:
    """One log event as an HTML sentence (names in colour, everything escaped)."""
    kind = event.get("e")
    p = {}
    if "player" in event:
        p["player"] = player_name(game, event["player"], colors)
    if "card" in event:
        p["card"] = t(lang, "promo.name." + event["card"])
    if kind == "promo_event":
        return _promo_event(event, lang, p)
    if kind == SUMMARY:
        return _bid_run(game, event, lang, colors)
    if "minimum" in event:
        p["minimum"] = event["minimum"]
    if kind in ("game_started", "round_started", "order_set", "contract_order"):
        p["order"] = names_list(game, event.get("order", ()), colors)
    if kind == "game_started":
        p["map"] = t(lang, "map." + event.get("map", UNNAMED_MAP))
        p["regions"] = ", ".join(t(lang, "region." + r) for r in event.get("regions", ()))
    if kind == "round_started":
        p["round"] = event.get("round")
    if kind == "plant_drawn" and event.get("plant") == STEP3_CARD:
        return tx(lang, "log.plant_drawn_step3")
    if kind == "plant_removed" and event.get("plant") == STEP3_CARD:     # a card, not a plant
        return tx(lang, "log.card_removed", card=card_label(STEP3_CARD, lang))
    if kind == "plants_returned":       # SP-3: on top when Step 2 begins, shuffled in when it is skipped
        plants = ", ".join(plant_label(c) for c in event.get("plants", ()))
        return tx(lang, "log.plants_returned" if event.get("on_top") else "log.plants_returned_shuffled",
                  plants=plants)
    if "plant" in event:
        p["plant"] = plant_label(event["plant"])
    if kind == "plant_removed" and event.get("reason") == NO_PURCHASE:
        # BASE-AUCTION-17, BW-3: why they leave, and how many (bidruns.log_items joins those in a row)
        plants = event.get("plants") or [event["plant"]]
        return tx(lang, "log.plant_removed_no_purchase", count=len(plants),
                  plants=", ".join(plant_label(c) for c in plants))
    if kind == "plant_removed" and event.get("reason") == "china_surplus":
        return tx(lang, "log.plant_removed_surplus", **p)      # CHINA-15
    if kind == "plant_removed" and event.get("reason") == "first_pass":
        return tx(lang, "log.plant_removed_first_pass", **p)      # RU-4
    if kind == "plant_removed" and event.get("reason") == "flux":
        return tx(lang, "log.plant_removed_flux", card=t(lang, "promo.name.flux"), **p)   # PROMO-FLUX-4
    for field in ("bid", "price", "cost", "income", "step"):
        if field in event:
            p[field] = event[field]
    if kind == "plant_discarded" and event.get("returned"):
        return tx(lang, "log.plant_discarded_returned", returned=resource_list(lang, event["returned"]),
                  **p)
    if kind == "resources_bought":
        p["resources"] = resource_list(lang, event.get("resources", {}))
        if event.get("market"):      # Korea: the market the purchase came from (KOREA-6)
            return tx(lang, "log.resources_bought_market", market=market_name(lang, event["market"]), **p)
    if kind == "cities_built":
        p["cities"] = ", ".join(event.get("cities", ()))
    if kind == "powered":
        p["count"] = event.get("cities", 0)
    if kind == "market_restocked" and len(event.get("added", {})) > 1:
        # Korea: what each market received, North first (KOREA-9/10)
        each = [tx(lang, "log.market_restocked_each", market=market_name(lang, m),
                   added=resource_list(lang, added))
                for m, added in event["added"].items() if any(added.values())]
        if not each:
            return tx(lang, "log.market_restocked_none")
        return tx(lang, "log.market_restocked_markets", each=Markup("; ".join(each)))
    if kind == "market_restocked":
        total = {}
        for added in event.get("added", {}).values():
            for r, n in added.items():
                total[r] = total.get(r, 0) + n
        if not any(total.values()):
            return tx(lang, "log.market_restocked_none")
        p["added"] = resource_list(lang, total)
    if kind == "game_over":
        p["winners"] = names_list(game, event.get("winners", ()), colors)
    return tx(lang, "log." + kind, **p)


# The promo event cards that move resources (the engine's events "card"), by their catalogue words.
MARKET_EVENT_KEYS = {"shortage": "short", "surplus": "surplus"}


def _promo_event(event: dict, lang: str, p: dict) -> Markup:
    """Shortage and Surplus (PROMO-SHORT, PROMO-SURPLUS): what moved; where the map has several
    markets (Korea, KOREA-13), what moved in each, named."""
    which = MARKET_EVENT_KEYS[event["card"]]
    moved = {m: {r: abs(n) for r, n in amounts.items() if n} for m, amounts in event.get("moved", {}).items()}
    if len(moved) > 1 and any(moved.values()):
        each = [tx(lang, f"table.event_{which}_each", market=market_name(lang, m), resources=resource_list(lang, a))
                for m, a in moved.items() if a]
        return tx(lang, f"table.event_{which}_markets", each=Markup("; ".join(each)), **p)
    total = {}
    for amounts in moved.values():
        for r, n in amounts.items():
            total[r] = total.get(r, 0) + n
    if any(total.values()):
        return tx(lang, "log.promo_event_" + which, resources=resource_list(lang, total), **p)
    return tx(lang, "log.promo_event", **p)


def _bid_run(game, event: dict, lang: str, colors) -> Markup:
    """A computers' bidding run in one line (words/bidruns.py): who raised, in the order of their
    first raise, the plant, the bid before and after, how many raises, and who won it if it is sold."""
    names = [player_name(game, seat, colors) for seat in event["raisers"]]
    if len(names) > 1:
        names = [tx(lang, "log.bid_run_names", names=Markup(", ".join(names[:-1])), last=names[-1])]
    said = {"names": names[0], "plant": plant_label(event["plant"]), "start": event["from"], "end": event["to"],
            "count": event["bids"]}
    if event.get("winner") is None:
        return tx(lang, "log.bid_run", **said)
    return tx(lang, "log.bid_run_won", player=player_name(game, event["winner"], colors), **said)


def render_log(game, lang: str, colors, limit: int = LOG_LENGTH, computers=frozenset(),
               each_raise: bool = False) -> Markup:
    """The last `limit` entries, newest first, as a list: the events, each computers' bidding run
    (among the seats `computers`) summed up in one (words/bidruns.py), after its raises with
    `each_raise`."""
    log = table(game)["log"]
    start = auction_start(log, max(0, len(log) - limit))
    events = [item.event for item in log_items(log, computers, start, each_raise)][-limit:]
    items = []
    for event in reversed(events):
        try:
            text = sentence(game, event, lang, colors)
        except (KeyError, IndexError, ValueError):
            text = esc(event.get("e", "?"))
        items.append(f'<li class="log-{esc(event.get("e", ""))}"><span class="log-round">'
                     f'{esc(event.get("round", ""))}</span> {text}</li>')
    return Markup(f'<ol class="log" reversed>{"".join(items)}</ol>')
