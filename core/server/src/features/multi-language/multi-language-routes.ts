import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MULTI_LANGUAGE_MAX_LENGTH, multiLanguageLimit } from '@mall/domain';
import { requireSession } from '../../auth/session-hook';
import { badRequest } from '../../http/api-error';
import { registerMessages } from '../../http/messages';
import { OrgParams } from '../../http/schemas';

registerMessages({
  'hpfm.multi-language.too-long': { en_US: '{language} cannot exceed {max} characters', zh_CN: '{language}不能超过{max}个字符' },
  'hpfm.multi-language.unknown-language': { en_US: 'The tenant has no language {code}', zh_CN: '租户未启用语言 {code}' },
});

// The schema only bounds the body; the per-language limit is checked below with the spec's message.
const MAX_TEXT = 4 * MULTI_LANGUAGE_MAX_LENGTH;
const Key = Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_.:\\-]+$' });

interface Language {
  code: string;
  name: string;
}

/**
 * Tenant languages and multi-language texts (spec 2 "Multi-language edit modal" and section 7:
 * `GET /hpfm/v1/multi-language` with fieldName and _token, answering code, name and value per
 * language). `_token` is the opaque key of the record whose field is translated; texts belong
 * to the caller's tenant.
 */
export const multiLanguageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.mall;
  const languagesOf = (tenantId: number) =>
    db.query<Language>(
      `with own as (select 1 from tenant_languages where tenant_id = $1 and enabled_flag = 1 limit 1)
       select code, name from tenant_languages
        where enabled_flag = 1 and tenant_id = case when exists (select 1 from own) then $1 else 0 end
        order by order_seq, code`,
      [tenantId],
    );

  app.get('/hpfm/v1/:org/tenant-languages/list', { schema: { params: OrgParams } }, async (request) => languagesOf(requireSession(request).tenantId));

  app.get('/hpfm/v1/multi-language', { schema: { querystring: Type.Object({ fieldName: Key, _token: Key }) } }, async (request) => {
    const session = requireSession(request);
    const texts = await db.query<{ lang: string; value: string }>(
      'select lang, value from multi_language_texts where tenant_id = $1 and token = $2 and field_name = $3',
      [session.tenantId, request.query._token, request.query.fieldName],
    );
    const byLang = new Map(texts.map((t) => [t.lang, t.value]));
    return (await languagesOf(session.tenantId)).map((l) => ({ code: l.code, name: l.name, value: byLang.get(l.code) ?? '' }));
  });

  app.post(
    '/hpfm/v1/multi-language',
    {
      schema: {
        body: Type.Object(
          {
            fieldName: Key,
            _token: Key,
            values: Type.Array(Type.Object({ code: Type.String({ minLength: 2, maxLength: 20 }), value: Type.String({ maxLength: MAX_TEXT }) }), { maxItems: 50 }),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { fieldName, _token: token, values } = request.body;
      const languages = await languagesOf(session.tenantId);
      for (const { code, value } of values) {
        const language = languages.find((l) => l.code === code);
        if (!language) throw badRequest('hpfm.multi-language.unknown-language', { code });
        const max = multiLanguageLimit(code);
        if ([...value].length > max) throw badRequest('hpfm.multi-language.too-long', { language: language.name, max });
      }
      await db.query(
        `insert into multi_language_texts (tenant_id, token, field_name, lang, value)
         select $1, $2, $3, code, value from json_to_recordset($4::json) as x(code text, value text)
         on conflict (tenant_id, token, field_name, lang) do update set value = excluded.value, last_update_date = now()`,
        [session.tenantId, token, fieldName, JSON.stringify(values)],
      );
      const byLang = new Map(values.map((v) => [v.code, v.value]));
      return languages.map((l) => ({ code: l.code, name: l.name, value: byLang.get(l.code) ?? '' }));
    },
  );
};
