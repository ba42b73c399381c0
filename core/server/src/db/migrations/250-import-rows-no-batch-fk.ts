// Issue 13's speed aims: a 100,000-row import inserts 100,000 import_rows, and the foreign key to
// import_batches made PostgreSQL look the batch up (and lock it FOR KEY SHARE) once per inserted
// row: about 30% of the insert's time on PGlite (30,000 rows: 2.0-2.2 s with it, 1.2-1.6 s
// without, measured side by side). Rows are only written by the import worker for a batch it
// holds the lease of, in CHECKING, and a batch in CHECKING or IMPORTING is never deleted
// (import-routes), so the key checked nothing the code does not already ensure. What it did on
// delete (cascade) is kept by a trigger, which costs nothing when rows are inserted.
export const sql = /* sql */ `
alter table import_rows drop constraint import_rows_batch_id_fkey;

create function import_rows_follow_batch() returns trigger language plpgsql as $$
begin
  delete from import_rows where batch_id = old.id;
  return old;
end $$;

create trigger import_batches_delete_rows after delete on import_batches
  for each row execute function import_rows_follow_batch();
`;
