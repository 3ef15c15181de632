"""The read model, declared once: what `Game.view()` returns, and each of its nested parts.

view.py builds these; tests/test_view_schema.py checks, on every map and in every phase, that the
view returns every declared key and no other; the view section of docs/API.md is written from
here (`python3 -m buildtools.state_doc`). Each field's one-line meaning is its declaration's.
"""

from typing import Annotated, Any, TypedDict

from .event_schema import Event
from .state_schema import Auction, Card, Result

Seats = list[int]


class DecisionView(TypedDict):
    """Whose decision it is and of what kind (`game.decision()`)."""
    player: Annotated[int, "the seat that decides"]
    kind: Annotated[str, "the decision kind: `choose`, `bid`, `discard`, `buy`, `build`, `power`, or a promo "
                         "card's `asset`, `attach`"]


class AssetDecisionView(DecisionView):
    """A promo asset auction or the Transformer's attaching (`asset`, `attach`)."""
    card: Annotated[str, "the asset card concerned"]


class PlayerView(TypedDict):
    """One player's area, by seat."""
    seat: Annotated[int, "his seat"]
    name: Annotated[str, "his name"]
    money: Annotated[int, "his Elektro"]
    plants: Annotated[list[Card], "the plants he owns"]
    resources: Annotated[dict[str, int], "`{type: tokens}` he stores, every type"]
    cities: Annotated[list[str], "the cities with his house, in build order"]
    houses: Annotated[int, "his cities, Luna Park's included"]
    houses_left: Annotated[int, "the houses he has not built"]


class MarketRulesView(TypedDict):
    """How the plant market works now (`game.market_rules()`)."""
    future_market: Annotated[bool, "whether there is a future market (China: none)"]
    replaced_after_purchase: Annotated[bool, "whether a plant bought is replaced at once"]
    everyone_buys_round1: Annotated[bool, "whether everyone must buy a plant in round 1"]
    phase5_min_draws: Annotated[int, "the fewest plants Phase 5 draws: 1, 2 on Benelux in Steps 1-2 (BX-5), "
                                     "China's by player count"]
    phase5_market_size: Annotated[int, "the market's size after Phase 5 (China: N-1 plants, 4 in Step 3)"]
    extra_current: Annotated[list[Card], "the plants on sale beyond the usual four (Benelux's ecological fifth "
                                         "plant, BX-4); `[]` elsewhere"]
    pass_removes: Annotated[list[Card], "the plants that leave the game if the player choosing now passes instead "
                                        "of opening an auction (Russia's first pass of a round, RU-4); `[]` "
                                        "elsewhere"]


class PlantMarketView(TypedDict):
    """The plant cards on the table and what is known of the deck."""
    current: Annotated[list[Card], "the plants open to auction"]
    future: Annotated[list[Card], "the rest of the market"]
    rules: Annotated[MarketRulesView, "how the market works now"]
    deck: Annotated[list[Card | None], "the deck from the top, as `game.public_deck()`: a card where every "
                                       "player knows it, None where it is secret"]


class PlantCard(TypedDict):
    """A plant card as the page draws it (`Game.plant_card`, `Game.plant_cards`)."""
    id: Annotated[Card, "the plant's id in the rules' plant table"]
    kind: Annotated[str, "`coal`, `oil`, `garbage`, `uranium`, `hybrid`, `eco`, `fusion`, `flux` (`step3`: the "
                         "Step 3 card)"]
    accepts: Annotated[list[str], "the resource types it burns and stores"]
    inputs: Annotated[int, "the resources it burns per run"]
    cities: Annotated[int, "the cities it powers per run"]
    storage: Annotated[int, "the resources it stores"]
    printed: Annotated[str, "the number printed on the card"]
    key: Annotated[float, "its place in the market's order"]
    min_bid: Annotated[int, "the least opening bid"]


class PlantVersionView(PlantCard):
    """A plant card of this game that is another version than the base deck's card of its number:
    a region's version, while that region is in play (NE-3)."""
    region: Annotated[str, "the region in play whose version it is"]


class CityOpenView(TypedDict):
    """A play-area city in this Step (BASE-BUILD-3/4; BW-5)."""
    open: Annotated[bool, "whether it takes houses in this Step"]
    places: Annotated[int, "how many houses it takes in this Step (1, 2, 3 in Steps 1, 2, 3; BW-5: a "
                           "transregional city 0, 1, 2)"]
    slots: Annotated[list[list[int]], "its slots as `[price, from Step]`"]


class LedgerRowView(TypedDict):
    """One round of the money ledger, in play order."""
    round: Annotated[int, "the round"]
    moves: Annotated[dict[str, list[int]], "`{cause: [Elektro per seat]}`, spending negative, income positive"]
    money: Annotated[list[int], "money per seat at the end of that round (or so far in the current one)"]
    houses: Annotated[list[int], "houses per seat, Luna Park's included"]
    powered: Annotated[list[int], "cities powered per seat"]


class LedgerView(TypedDict):
    """The money ledger, derived from the log (empty `rounds` when the game keeps none; the rows of
    finished rounds are read-only copies shared between views, the rest is the caller's own)."""
    causes: Annotated[list[str], "`[\"plants\", \"assets\", \"resources\", \"houses\", \"income\"]`"]
    start: Annotated[list[int], "money per seat at set-up"]
    rounds: Annotated[list[LedgerRowView], "per round in play order"]
    totals: Annotated[dict[str, list[int]], "`{cause: [per seat]}` over the game"]


class BidderView(TypedDict):
    """A seat in an asset auction, in seating order."""
    seat: Annotated[int, "the seat"]
    may_bid: Annotated[bool, "whether he may still bid"]
    reason: Annotated[str | None, "why not: `no_plant` (the Transformer needs a plant, AMB-46), `money` (he cannot "
                                  "meet `need`; a player still in drops out when his turn comes, PROMO-GEN-10), "
                                  "`passed` (PROMO-GEN-6) or `leading`; None when he may"]
    need: Annotated[int | None, "the least he may bid, or the bid he could not meet"]


class AssetLotView(TypedDict):
    """The running asset auction."""
    card: Annotated[str, "the asset on sale"]
    bid: Annotated[int | None, "the highest bid, None before an opening"]
    leader: Annotated[int | None, "its bidder"]
    active: Annotated[Seats, "seats still in, clockwise"]
    turn: Annotated[int | None, "whose bid it is"]
    minimum: Annotated[int, "the least opening bid"]
    bidders: Annotated[list[BidderView], "per seat, whether he may bid and why not"]


class PromoView(TypedDict):
    """The promo cards on the table."""
    chosen: Annotated[list[str], "the promo cards of this game"]
    owners: Annotated[dict[str, int], "`{asset card: seat}`"]
    transformer_plant: Annotated[Card | None, "the plant carrying the Transformer, or None"]
    spy: Annotated[int | None, "the seat holding Industrial Espionage, or None"]
    queue: Annotated[list[str], "promo cards drawn, not yet resolved"]
    out: Annotated[list[str], "promo cards out of play"]
    lot: Annotated[AssetLotView | None, "the running asset auction, or None"]
    warehouse: Annotated[dict[str, int] | None, "the tokens shown on the Warehouse, or None when nobody owns it"]


class GameView(TypedDict):
    """What is on the table, as fresh plain JSON. Never the shuffled part of the
    deck, the plants removed face down at set-up, or the seed (on China the removed plants and the
    order of the top band are public, AMB-63)."""
    map: Annotated[str, "the map's id"]
    regions: Annotated[list[str], "the regions in play"]
    beginner: Annotated[bool, "the beginner game"]
    round: Annotated[int, "the round, from 1"]
    step: Annotated[int, "the Step: 1, 2 or 3"]
    phase: Annotated[str, "`auction`, `resources`, `build`, `bureaucracy` or `over`"]
    over: Annotated[bool, "whether the game is over"]
    order: Annotated[Seats, "the seats in turn order"]
    decision: Annotated[DecisionView | AssetDecisionView | None, "as `game.decision()`; None once the game is over"]
    players: Annotated[list[PlayerView], "each player's area, by seat"]
    cities: Annotated[dict[str, Seats], "`{city: [seats]}`, the houses in slot order"]
    slot_prices: Annotated[list[int], "the prices of the city slots open in this Step"]
    markets: Annotated[dict[str, dict[str, list[list[int]]]], "`{market: {type: [[price, spaces, tokens], ...]}}`: "
                                                              "`main`, or Korea's `north` then `south` (the "
                                                              "North's uranium an empty list)"]
    supply: Annotated[dict[str, int], "`{type: tokens}` of the general supply"]
    plant_market: Annotated[PlantMarketView, "the plant cards on the table and the deck"]
    deck_count: Annotated[int, "cards in the deck"]
    removed_count: Annotated[int, "cards out of the game (the box)"]
    removed_face_up: Annotated[list[Card], "the box's cards every player knows, in order (BASE-SETUP-13)"]
    set_aside: Annotated[list[Card], "the plants set aside openly until Step 2, in the order they return "
                                     "(SP-3); `[]` where none wait"]
    plant_versions: Annotated[list[PlantVersionView], "the plants of this game that are a region's version "
                                                      "instead of the base deck's card of their number, by "
                                                      "number (NE-3): a page draws these facts for those "
                                                      "numbers; `[]` where none apply"]
    auction: Annotated[Auction | None, "Phase 2's progress, as the state's `auction`; None outside Phase 2"]
    end_cities: Annotated[int, "the cities that end the game, for this map and player count (BW-1)"]
    step2_cities: Annotated[int | None, "the cities that start Step 2 (BW-1); None in the beginner game"]
    phase_order: Annotated[list[str], "the phases of a round, `order` being Phase 1 (`[\"auction\", \"order\", "
                                      "...]` on Baden-Württemberg, BW-2)"]
    order_after_auction: Annotated[bool, "whether Phase 1 follows the auction, so that the auction's first "
                                         "chooser is the first of the order set after the previous auction (BW-2)"]
    cities_open: Annotated[dict[str, CityOpenView], "per play-area city, whether and how it takes houses now"]
    max_cities: Annotated[int, "the most houses a player may have"]
    result: Annotated[Result | None, "the final ranking once the game is over (the state's `result`), else None"]
    log: Annotated[list[Event], "the events so far (`[]` when the game keeps none); read-only copies, shared "
                                "between views"]
    ledger: Annotated[LedgerView, "the money ledger"]
    promo: Annotated[PromoView | None, "the promo cards on the table; None without promo cards"]


class SeatView(GameView):
    """The table, and what only that seat may know."""
    seat: Annotated[int, "the seat whose view it is"]
    private: Annotated[dict[str, Any], "what only that seat may know: `{}` in the base game, `{\"top_card\": ...}` "
                                       "for the promo spy"]
