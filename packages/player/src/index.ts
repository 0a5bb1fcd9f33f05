// Public API of @vendy/player: the player core and React binding (see README.md).
export {};
