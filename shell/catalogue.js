// The list of games as the core describes them (help.h's games_json): one entry per ruleset, in the
// chooser's order, each {id, ruleset, name, family, source, summary, difficulty, default, provisional}.
let games = [];

export const setCatalogue = (list) => { games = list; };
export const all = () => games;
export const entryOf = (game, ruleset) => games.find((g) => g.id === game && g.ruleset === ruleset);
export const rulesetsOf = (game) => games.filter((g) => g.id === game);
