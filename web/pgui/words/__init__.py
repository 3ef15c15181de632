"""What the engine says, in the players' words: the log as sentences (logtext) and its refusals
(refusals). A floor above `common`, whose names in colour and plant labels the sentences use,
and below `storage`, which names an unreadable save's refusal."""
