// Replaced by the transition engine.
