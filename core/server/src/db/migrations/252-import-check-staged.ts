// Issue 13's speed aims: an import that goes straight on from its check (autoExecute, as the wizard
// asks) and whose handler stages its writes (`discard`) has each chunk's valid rows staged in the
// transaction that stores the chunk, while the file is still being read, rather than read back and
// staged after the check. True while every valid row stored so far was also staged: the import
// stage then only publishes. The first chunk with a failed row (or a row the handler refuses)
// takes the staged writes back and clears it; the import stage then stages as before.
export const sql = /* sql */ `
alter table import_batches add column check_staged boolean not null default false;
`;
