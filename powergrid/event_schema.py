"""The events of the game log, declared once: each kind a shape keyed by `e`, with `round`.

A UI turns each event into a sentence in any language; `events.EVENT_KINDS` (the fields each
kind carries, so a UI can check it has a sentence for each) and the events section of
docs/API.md (`python3 -m buildtools.state_doc`) are read from these declarations.
"""

from typing import Annotated, Literal, NotRequired, TypedDict, Union

from .state_schema import Card

Round = Annotated[int, "the round it happened in"]
Seat = Annotated[int, "the player's seat"]
Plant = Annotated[Card, "the plant"]
Order = Annotated[list[int], "the seats in turn order"]
Tokens = dict[str, int]
AssetCard = Annotated[str, "the promo card"]


class GameStarted(TypedDict):
    """The game is set up."""
    e: Literal["game_started"]
    round: Round
    map: Annotated[str, "the map's id"]
    regions: Annotated[list[str], "the regions in play"]
    order: Order


class RoundStarted(TypedDict):
    """A round begins (Phase 1 done where it comes first)."""
    e: Literal["round_started"]
    round: Round
    order: Order


class OrderSet(TypedDict):
    """The turn order is set after the auction (BW-2)."""
    e: Literal["order_set"]
    round: Round
    order: Order


class AuctionOpened(TypedDict):
    """A player opens an auction of a plant."""
    e: Literal["auction_opened"]
    round: Round
    player: Seat
    plant: Plant
    bid: Annotated[int, "the opening bid"]


class Bid(TypedDict):
    """A player raises the running auction (of a plant or an asset)."""
    e: Literal["bid"]
    round: Round
    player: Seat
    bid: Annotated[int, "the new highest bid"]


class AuctionPassed(TypedDict):
    """A player leaves the running auction."""
    e: Literal["auction_passed"]
    round: Round
    player: Seat


class AuctionCannotRaise(TypedDict):
    """A player who cannot raise drops out of the running auction."""
    e: Literal["auction_cannot_raise"]
    round: Round
    player: Seat


class AuctionBarred(TypedDict):
    """A bidder who may not acquire the plant is out of its auction at once (CE-3)."""
    e: Literal["auction_barred"]
    round: Round
    player: Seat
    plant: Plant


class PhasePassed(TypedDict):
    """A player passes in Phase 2."""
    e: Literal["phase_passed"]
    round: Round
    player: Seat


class PlantBought(TypedDict):
    """A player buys a plant."""
    e: Literal["plant_bought"]
    round: Round
    player: Seat
    plant: Plant
    price: Annotated[int, "what he paid"]


class PlantDiscarded(TypedDict):
    """A player over the plant limit discards a plant."""
    e: Literal["plant_discarded"]
    round: Round
    player: Seat
    plant: Plant
    returned: Annotated[Tokens, "`{type: tokens}` given back to the supply"]


class PlantDrawn(TypedDict):
    """A plant comes off the deck into the market."""
    e: Literal["plant_drawn"]
    round: Round
    plant: Plant


class PlantToDeckBottom(TypedDict):
    """The highest plant goes under the deck (BASE-STEP2)."""
    e: Literal["plant_to_deck_bottom"]
    round: Round
    plant: Plant


class PlantRemoved(TypedDict):
    """A card leaves the game to the box."""
    e: Literal["plant_removed"]
    round: Round
    plant: Annotated[Card, "the card: a plant, or `step3` (the Step 3 card)"]
    reason: Annotated[str, "why: `obsolete`, `no_purchase`, `step2`, `step3`, `step3_round`, `beginner`, "
                           "`bureaucracy`, `flux`, `china_surplus`"]


class DeckEmpty(TypedDict):
    """The deck runs out (BASE-MARKET-9, BASE-STEP3-10)."""
    e: Literal["deck_empty"]
    round: Round


class Step3Drawn(TypedDict):
    """The Step 3 card is drawn."""
    e: Literal["step3_drawn"]
    round: Round


class DeckShuffled(TypedDict):
    """The deck is shuffled."""
    e: Literal["deck_shuffled"]
    round: Round


class StepStarted(TypedDict):
    """Step 2 or Step 3 begins."""
    e: Literal["step_started"]
    round: Round
    step: Annotated[int, "the Step"]


class ResourcesBought(TypedDict):
    """A player buys resources."""
    e: Literal["resources_bought"]
    round: Round
    player: Seat
    resources: Annotated[Tokens, "`{type: tokens}` bought"]
    cost: Annotated[int, "what he paid"]
    market: NotRequired[Annotated[str, "the market, where the map has several (Korea)"]]


class ResourcesSkipped(TypedDict):
    """A player buys nothing."""
    e: Literal["resources_skipped"]
    round: Round
    player: Seat


class CitiesBuilt(TypedDict):
    """A player builds houses."""
    e: Literal["cities_built"]
    round: Round
    player: Seat
    cities: Annotated[list[str], "the cities, in the order built"]
    cost: Annotated[int, "what he paid"]


class BuildSkipped(TypedDict):
    """A player builds nothing."""
    e: Literal["build_skipped"]
    round: Round
    player: Seat


class Powered(TypedDict):
    """A player runs his plants in Phase 5."""
    e: Literal["powered"]
    round: Round
    player: Seat
    plants: Annotated[list[Card], "the plants run"]
    burn: Annotated[Tokens, "`{type: tokens}` burnt"]
    cities: Annotated[int, "the cities powered"]
    income: Annotated[int, "the Elektro earned"]


class MarketRestocked(TypedDict):
    """Phase 5 restocks the resource markets."""
    e: Literal["market_restocked"]
    round: Round
    added: Annotated[dict[str, Tokens], "`{market: {type: tokens}}` added"]


class GameOver(TypedDict):
    """The game ends."""
    e: Literal["game_over"]
    round: Round
    winners: Annotated[list[int], "the seats in first place"]


class PromoDrawn(TypedDict):
    """A promo card comes off the deck."""
    e: Literal["promo_drawn"]
    round: Round
    card: AssetCard


class PromoEvent(TypedDict):
    """An event card (Shortage, Surplus) acts."""
    e: Literal["promo_event"]
    round: Round
    card: AssetCard
    moved: Annotated[dict[str, Tokens], "`{market: {type: tokens}}` moved, negative when taken out"]


class AssetAuction(TypedDict):
    """An asset card is auctioned."""
    e: Literal["asset_auction"]
    round: Round
    card: AssetCard
    minimum: Annotated[int, "the least opening bid"]


class AssetWon(TypedDict):
    """A player wins an asset card."""
    e: Literal["asset_won"]
    round: Round
    player: Seat
    card: AssetCard
    price: Annotated[int, "what he paid"]


class AssetRemoved(TypedDict):
    """An asset card nobody bought leaves the game."""
    e: Literal["asset_removed"]
    round: Round
    card: AssetCard


class TransformerAttached(TypedDict):
    """The Transformer is attached to a plant."""
    e: Literal["transformer_attached"]
    round: Round
    player: Seat
    plant: Plant


class TransformerLost(TypedDict):
    """The Transformer leaves with the plant it was attached to."""
    e: Literal["transformer_lost"]
    round: Round
    player: Seat
    plant: Plant


class ContractOrder(TypedDict):
    """The holder of the Contract changes the turn order."""
    e: Literal["contract_order"]
    round: Round
    player: Seat
    order: Order


class SpyCard(TypedDict):
    """Industrial Espionage goes to a player."""
    e: Literal["spy_card"]
    round: Round
    player: Seat
    reason: Annotated[str, "`round2` (the last of round 2's order takes it, PROMO-SPY-2) or "
                           "`handed` (the spy bought a plant and hands it on, PROMO-SPY-5/6)"]


Event = Union[GameStarted, RoundStarted, OrderSet, AuctionOpened, Bid, AuctionPassed, AuctionCannotRaise,
              AuctionBarred, PhasePassed, PlantBought, PlantDiscarded, PlantDrawn, PlantToDeckBottom, PlantRemoved,
              DeckEmpty, Step3Drawn, DeckShuffled, StepStarted, ResourcesBought, ResourcesSkipped, CitiesBuilt,
              BuildSkipped, Powered, MarketRestocked, GameOver, PromoDrawn, PromoEvent, AssetAuction, AssetWon,
              AssetRemoved, TransformerAttached, TransformerLost, ContractOrder, SpyCard]
