import { ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLater } from '../../shell/later';
import type { FeedbackSink } from './antd-notifier';
import { deferredFeedback, type AppFeedback } from './deferred-feedback';
import type { MessageConfig } from './feedback-holders';

const FeedbackHolders = lazy(() => import('./feedback-holders'));

/**
 * antd's `<App>` with its message, notification and modal hooks in their own chunk (issue 20:
 * they are about a tenth of the first page's script and the first page shows none of them),
 * fetched once the first page has had the network (`useLater`) or at the first call for them.
 * It provides the context `App.useApp()` reads, with stand-ins that replay calls until the
 * chunk arrives, renders the `ant-app` element with antd's own App style, and hands the real
 * instances to the Notifier (what `FeedbackBridge` does under antd's App).
 */
export function FeedbackApp({ messageConfig, sink, children }: { messageConfig: MessageConfig; sink: FeedbackSink; children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  // bringForward keeps its identity, so the stand-ins made once can hold it.
  const [due, bringForward] = useLater();
  const [pending] = useState(() => {
    let resolve!: (api: AppFeedback) => void;
    const ready = new Promise<AppFeedback>((r) => (resolve = r));
    // A call may come while another component renders: the state changes after it.
    return { stand: deferredFeedback(ready, () => queueMicrotask(bringForward)), resolve };
  });
  const [real, setReal] = useState<AppFeedback>();
  const onReady = useCallback(
    (api: AppFeedback) => {
      pending.resolve(api);
      setReal(api);
    },
    [pending],
  );
  useEffect(() => (real ? sink.attach({ notification: real.notification, modal: real.modal }) : undefined), [real, sink]);
  useEffect(() => (due ? undefined : sink.onWanted(() => queueMicrotask(bringForward))), [due, sink, bringForward]);
  return (
    <AppContext.Provider value={real ?? pending.stand}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {due ? (
          <Suspense fallback={null}>
            <FeedbackHolders messageConfig={messageConfig} onReady={onReady} />
          </Suspense>
        ) : null}
        {children}
      </div>
    </AppContext.Provider>
  );
}

/**
 * `App.useApp()` without antd's App component: referring to `App` keeps the component and all
 * three hooks in the chunk of whoever calls it, so code in the first load reads the context here.
 */
export function useAppFeedback(): AppFeedback {
  return useContext(AppContext);
}
