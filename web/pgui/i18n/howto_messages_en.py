"""The how-to-play card's lines and the words about export, in English (an area of its own, so that
no catalogue grows past 400 lines)."""

MESSAGES = {
    "howto.button": "How to play",
    "howto.title": "How to play: {phase}",
    "howto.close": "Close",
    "howto.export": "Export saves the game to a file. A save holds the game's seed: whoever replays it learns the "
                    "deck order, the plants removed face down and the spy's card. Fine on one shared tablet; do not "
                    "hand it to a player before the game is over.",
    "howto.auction": "Players choose in turn order, the leader first. | Choose a plant of the current market and "
                     "make an opening bid of at least its number, or pass for this Phase (not in round 1). | The "
                     "others raise or pass in order; the last bidder buys the plant. Whoever bought one takes no "
                     "further part in this Phase. | With more than three plants (four with two players) you "
                     "discard one.",
    "howto.resources": "The last player in turn order buys first. | Buy coal, oil, garbage and uranium for your "
                       "plants: each plant stores twice what it burns. | The price is that of the cheapest token "
                       "left: buying many of one type costs more and more.",
    "howto.build": "The last player in turn order builds first. | Tap cities to plan: each costs its house slot "
                   "(10, 15, 20) plus the connections from your network. | In Step 1 a city takes one house, in "
                   "Step 2 two, in Step 3 three; never two houses of one player in a city.",
    "howto.bureaucracy": "Choose the plants to run: each burns its fuel and powers its number of cities. | Income "
                         "depends on the cities powered, not on the cities connected. | Then the market is "
                         "restocked and the plant market updated.",
    "howto.over": "The game is over: the player who powers the most cities wins; money breaks ties, then cities.",
}
