// Running totals of an import's check stage (a product's quantity over the whole file): the check
// reads the file in chunks, so a rule on the sum of several rows needs the sum of the rows already
// checked. The sums are written in the transaction that stores the rows they count, so a check
// resumed after a crash counts every row exactly once.
export const sql = /* sql */ `
create table import_check_totals (
  batch_id bigint not null references import_batches(id) on delete cascade,
  key text not null,
  amount numeric not null,
  primary key (batch_id, key)
);
`;
