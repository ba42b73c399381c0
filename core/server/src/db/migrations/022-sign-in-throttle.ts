// Failed sign-ins per account (issue 21 item 3). Kept in the database rather than in memory so
// every gateway in front of the same database sees the same count: a guesser cannot spread
// attempts over several servers. A row exists only while an account has recent failures; a
// successful sign-in deletes it. The key is the login name as typed (trimmed), known or not, so
// the throttle does not reveal which accounts exist.
export const sql = /* sql */ `
create table sign_in_failures (
  login_name text primary key,
  failures integer not null check (failures > 0),
  last_failure_at timestamptz not null,
  locked_until timestamptz
);
create index sign_in_failures_last_idx on sign_in_failures (last_failure_at);
`;
