/**
 * The advisory lock class of the engine's work on one robo cash account (the second key is the
 * account id): the engine's investing, a sale's start and the move of a sold part each hold it.
 */
export const ROBO_ENGINE_LOCK_CLASS = 7_301_003;
