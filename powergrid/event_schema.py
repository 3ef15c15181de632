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


class _Event(TypedDict):
    """What every event carries besides its kind `e`."""
    round: Round


class _OnePlayer(_Event):
    """An event about one player and nothing else."""
    player: Seat


class GameStarted(_Event):
    """The game is set up."""
    e: Literal["game_started"]
    map: Annotated[str, "the map's id"]
    regions: Annotated[list[str], "the regions in play"]
    order: Order


class RoundStarted(_Event):
    """A round begins (Phase 1 done where it comes first)."""
    e: Literal["round_started"]
    order: Order


class OrderSet(_Event):
    """The turn order is set after the auction (BW-2)."""
    e: Literal["order_set"]
    order: Order


class AuctionOpened(_Event):
    """A player opens an auction of a plant."""
    e: Literal["auction_opened"]
    player: Seat
    plant: Plant
    bid: Annotated[int, "the opening bid"]


class Bid(_Event):
    """A player raises the running auction (of a plant or an asset)."""
    e: Literal["bid"]
    player: Seat
    bid: Annotated[int, "the new highest bid"]


class AuctionPassed(_OnePlayer):
    """A player leaves the running auction."""
    e: Literal["auction_passed"]


class AuctionCannotRaise(_OnePlayer):
    """A player who cannot raise drops out of the running auction."""
    e: Literal["auction_cannot_raise"]


class AuctionBarred(_Event):
    """A bidder who may not acquire the plant is out of its auction at once (CE-3)."""
    e: Literal["auction_barred"]
    player: Seat
    plant: Plant


class PhasePassed(_OnePlayer):
    """A player passes in Phase 2."""
    e: Literal["phase_passed"]


class PlantBought(_Event):
    """A player buys a plant."""
    e: Literal["plant_bought"]
    player: Seat
    plant: Plant
    price: Annotated[int, "what he paid"]


class PlantDiscarded(_Event):
    """A player over the plant limit discards a plant."""
    e: Literal["plant_discarded"]
    player: Seat
    plant: Plant
    returned: Annotated[Tokens, "`{type: tokens}` given back to the supply"]


class PlantDrawn(_Event):
    """A plant comes off the deck into the market."""
    e: Literal["plant_drawn"]
    plant: Plant


class PlantToDeckBottom(_Event):
    """The highest plant goes under the deck (BASE-STEP2)."""
    e: Literal["plant_to_deck_bottom"]
    plant: Plant


class PlantRemoved(_Event):
    """A card leaves the game to the box."""
    e: Literal["plant_removed"]
    plant: Annotated[Card, "the card: a plant, or `step3` (the Step 3 card)"]
    reason: Annotated[str, "why: `obsolete`, `no_purchase`, `step2`, `step3`, `step3_round`, `beginner`, "
                           "`bureaucracy`, `flux`, `china_surplus`, `first_pass` (RU-4)"]


class PlantsReturned(_Event):
    """The plants set aside at set-up join the deck (SP-3, AMB-122)."""
    e: Literal["plants_returned"]
    plants: Annotated[list[Card], "the plants, the first topmost"]
    on_top: Annotated[bool, "on top of the deck (Step 2 begins), else shuffled in (Step 2 skipped)"]


class DeckEmpty(_Event):
    """The deck runs out (BASE-MARKET-9, BASE-STEP3-10)."""
    e: Literal["deck_empty"]


class Step3Drawn(_Event):
    """The Step 3 card is drawn."""
    e: Literal["step3_drawn"]


class DeckShuffled(_Event):
    """The deck is shuffled."""
    e: Literal["deck_shuffled"]


class StepStarted(_Event):
    """Step 2 or Step 3 begins."""
    e: Literal["step_started"]
    step: Annotated[int, "the Step"]


class ResourcesBought(_Event):
    """A player buys resources."""
    e: Literal["resources_bought"]
    player: Seat
    resources: Annotated[Tokens, "`{type: tokens}` bought"]
    cost: Annotated[int, "what he paid"]
    market: NotRequired[Annotated[str, "the market, where the map has several (Korea)"]]


class ResourcesSkipped(_OnePlayer):
    """A player buys nothing."""
    e: Literal["resources_skipped"]


class CitiesBuilt(_Event):
    """A player builds houses."""
    e: Literal["cities_built"]
    player: Seat
    cities: Annotated[list[str], "the cities, in the order built"]
    cost: Annotated[int, "what he paid"]


class BuildSkipped(_OnePlayer):
    """A player builds nothing."""
    e: Literal["build_skipped"]


class Powered(_Event):
    """A player runs his plants in Phase 5."""
    e: Literal["powered"]
    player: Seat
    plants: Annotated[list[Card], "the plants run"]
    burn: Annotated[Tokens, "`{type: tokens}` burnt"]
    cities: Annotated[int, "the cities powered"]
    income: Annotated[int, "the Elektro earned"]


class MarketRestocked(_Event):
    """Phase 5 restocks the resource markets."""
    e: Literal["market_restocked"]
    added: Annotated[dict[str, Tokens], "`{market: {type: tokens}}` added"]


class GameOver(_Event):
    """The game ends."""
    e: Literal["game_over"]
    winners: Annotated[list[int], "the seats in first place"]


class PromoDrawn(_Event):
    """A promo card comes off the deck."""
    e: Literal["promo_drawn"]
    card: AssetCard


class PromoEvent(_Event):
    """An event card (Shortage, Surplus) acts."""
    e: Literal["promo_event"]
    card: AssetCard
    moved: Annotated[dict[str, Tokens], "`{market: {type: tokens}}` moved, negative when taken out"]


class AssetAuction(_Event):
    """An asset card is auctioned."""
    e: Literal["asset_auction"]
    card: AssetCard
    minimum: Annotated[int, "the least opening bid"]


class AssetWon(_Event):
    """A player wins an asset card."""
    e: Literal["asset_won"]
    player: Seat
    card: AssetCard
    price: Annotated[int, "what he paid"]


class AssetRemoved(_Event):
    """An asset card nobody bought leaves the game."""
    e: Literal["asset_removed"]
    card: AssetCard


class TransformerAttached(_Event):
    """The Transformer is attached to a plant."""
    e: Literal["transformer_attached"]
    player: Seat
    plant: Plant


class TransformerLost(_Event):
    """The Transformer leaves with the plant it was attached to."""
    e: Literal["transformer_lost"]
    player: Seat
    plant: Plant


class ContractOrder(_Event):
    """The holder of the Contract changes the turn order."""
    e: Literal["contract_order"]
    player: Seat
    order: Order


class SpyCard(_Event):
    """Industrial Espionage goes to a player."""
    e: Literal["spy_card"]
    player: Seat
    reason: Annotated[str, "`round2` (the last of round 2's order takes it, PROMO-SPY-2) or "
                           "`handed` (the spy bought a plant and hands it on, PROMO-SPY-5/6)"]


Event = Union[GameStarted, RoundStarted, OrderSet, AuctionOpened, Bid, AuctionPassed, AuctionCannotRaise,
              AuctionBarred, PhasePassed, PlantBought, PlantDiscarded, PlantDrawn, PlantToDeckBottom, PlantRemoved,
              PlantsReturned, DeckEmpty, Step3Drawn, DeckShuffled, StepStarted, ResourcesBought, ResourcesSkipped,
              CitiesBuilt, BuildSkipped, Powered, MarketRestocked, GameOver, PromoDrawn, PromoEvent, AssetAuction,
              AssetWon, AssetRemoved, TransformerAttached, TransformerLost, ContractOrder, SpyCard]
