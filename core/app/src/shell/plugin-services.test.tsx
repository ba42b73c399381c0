import { definePlugin, FieldFormToken, messages, msg, NotificationsToken, useMallNavigation, useMallService, useMessage, type FieldSchema } from '@mall/sdk';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithMall } from '../test-support';

// Issue 19 section 3: the SDK's translation, notifications, navigation and field form, as core binds them.
const texts = definePlugin({
  id: '@mall-tenant/ui-probe',
  sdk: '^1.0.0',
  register(ctx) {
    ctx.contribute(
      messages,
      { id: 'ui-probe.en', locale: 'en_US', messages: { 'ui-probe.hello': 'Hello {name}', 'ui-probe.field': 'Cost centre', 'ui-probe.title': 'Check', 'ui-probe.sure': 'Sure?' } },
      { id: 'ui-probe.zh', locale: 'zh_CN', messages: { 'ui-probe.hello': '你好 {name}', 'ui-probe.field': '成本中心', 'ui-probe.title': '检查', 'ui-probe.sure': '确定？' } },
    );
  },
});
const noJump = definePlugin({ ...texts, id: '@mall-tenant/ui-probe-no-jump', register: (ctx) => ctx.settings({ pageJump: 'NO_JUMP' }) });

function Probe() {
  const t = useMessage();
  const nav = useMallNavigation();
  const notices = useMallService(NotificationsToken);
  const { pathname } = useLocation();
  return (
    <div>
      <p>{t('ui-probe.hello', { name: 'Li' })}</p>
      <p>{t(msg('field.required', { label: 'ui-probe.field' }))}</p>
      <p>at {pathname}</p>
      <button onClick={() => nav.open('/product-detail?productId=1&sourceFrom=CATA')}>open</button>
      <button onClick={() => notices.notify('warning', msg('ui-probe.hello', { name: 'Wang' }))}>notify</button>
      <button onClick={() => void notices.confirm(msg('ui-probe.title'), msg('ui-probe.sure'))}>confirm</button>
    </div>
  );
}

describe("the SDK's UI services, bound by core", () => {
  it('translates a plugin key and a message ref (with its label key) in the buyer language, and follows a switch', async () => {
    const mall = renderWithMall(<Probe />, { plugins: [texts] });
    expect(await screen.findByText('Hello Li')).toBeInTheDocument();
    expect(screen.getByText(mall.i18n.t('field.required', { label: 'Cost centre' }))).toBeInTheDocument();
    await act(() => mall.i18n.setLocale('zh_CN'));
    expect(await screen.findByText('你好 Li')).toBeInTheDocument();
  });

  it("notifies and confirms through the mall's notifier, texts translated", async () => {
    const mall = renderWithMall(<Probe />, { plugins: [texts] });
    await userEvent.click(await screen.findByRole('button', { name: 'notify' }));
    await userEvent.click(screen.getByRole('button', { name: 'confirm' }));
    expect(mall.notifier.entries).toEqual([
      { kind: 'notify', level: 'warning', text: 'Hello Wang' },
      { kind: 'confirm', title: 'Check', text: 'Sure?' },
    ]);
  });

  it('opens a page in a new tab by default, as core does (spec 1 section 2)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithMall(<Probe />, { plugins: [texts], path: '/cart' });
    await userEvent.click(await screen.findByRole('button', { name: 'open' }));
    expect(open).toHaveBeenCalledWith('/product-detail?productId=1&sourceFrom=CATA', '_blank', 'noopener');
    expect(screen.getByText('at /cart')).toBeInTheDocument();
    open.mockRestore();
  });

  it("navigates in place when the tenant's page-jump setting is NO_JUMP", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithMall(<Probe />, { plugins: [noJump], path: '/cart' });
    await userEvent.click(await screen.findByRole('button', { name: 'open' }));
    expect(await screen.findByText('at /product-detail')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it("renders a field schema with core's field form: labels, required marks and the field's own message", async () => {
    const fields: FieldSchema[] = [{ name: 'costCenter', labelKey: 'ui-probe.field', component: 'input', required: true }];
    const changes: unknown[] = [];
    function Form() {
      const FieldForm = useMallService(FieldFormToken);
      return <FieldForm fields={fields} onValuesChange={(v) => changes.push(v)} />;
    }
    renderWithMall(<Form />, { plugins: [texts] });
    const box = await screen.findByLabelText('Cost centre');
    expect(box.closest('.ant-form-item')?.querySelector('.ant-form-item-required')).not.toBeNull();
    await userEvent.type(box, 'CC');
    await userEvent.clear(box);
    expect(await screen.findByText(/Cost centre/, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(changes).toContainEqual({ costCenter: 'CC' });
  });
});
