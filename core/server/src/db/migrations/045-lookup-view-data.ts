// The lookup dialog queries a view through lov-view/data (tenant-scoped, text query fields match
// by containment), not through lovs/data whose filters must match exactly for the server's field
// checks. Views seeded before this point keep working: their URL is moved over.
export const sql = /* sql */ `
update lov_views
   set query_url = '/hpfm/v1/{organizationId}/lov-view/data?viewCode=' || view_code
 where query_url = '/hpfm/v1/{organizationId}/lovs/data?lovCode=' || lov_code;
`;
