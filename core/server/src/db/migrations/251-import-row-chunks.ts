// Issue 13's speed aims: storing every checked row as its own import_rows row (a tuple, its unique
// index entry, two jsonb values) cost 2.1-3.9 s of a 100,000-row import's 4-5 s on PGlite, against
// 0.3 s for the same rows as 20 JSON values of 5,000 rows (measured side by side, PGlite's worker).
// The check now stores the rows that passed it in chunks here; import_rows keeps the rows that
// failed, and a kept row once the import refuses it or a buyer corrects it online (it is moved out
// of its chunk, so every row of a batch is in exactly one of the two tables).
export const sql = /* sql */ `
create table import_row_chunks (
  batch_id bigint not null references import_batches(id) on delete cascade,
  sheet_index smallint not null,
  -- the file rows the chunk was checked over (first_row..last_row); its failed rows are in import_rows
  first_row integer not null,
  last_row integer not null,
  row_count integer not null,
  -- [[row_num, converted values by column code], ...] in row order: all an import reads
  rows json not null,
  -- the same rows' cells as written, by column code, in the same order (the rows listing, a refused row)
  cells json not null,
  primary key (batch_id, sheet_index, first_row)
);
-- Read whole and never searched: not compressed on write.
alter table import_row_chunks alter column rows set storage external, alter column cells set storage external;
`;
