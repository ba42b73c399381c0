// Issue 13's speed aims: a chunk's rows and cells are stored as the JSON text the server made
// (JSON.stringify) and read whole; a `json` column had PostgreSQL run its JSON parser over every
// byte of every chunk on insert (about 11 MB for a 100,000-row import), only to validate it. They
// are `text` now, cast to json where SQL looks inside (a row moved out of its chunk, the rows listing).
export const sql = /* sql */ `
alter table import_row_chunks alter column rows type text, alter column cells type text;
alter table import_row_chunks alter column rows set storage external, alter column cells set storage external;
`;
