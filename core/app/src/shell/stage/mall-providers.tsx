import { App as AntApp, ConfigProvider } from 'antd';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { TOAST_CONFIG } from '../../platform/feedback';
import type { I18nImpl } from '../../platform/i18n';
import { MallRuntimeProvider, type MallRuntime } from '../mall-runtime';
import { ServicesProvider } from '../services-context';

export interface MallProvidersProps {
  readonly container: Container;
  readonly i18n: I18nImpl;
  readonly runtime: MallRuntime;
  /** Where the memory router starts. */
  readonly path?: string;
  readonly children: ReactNode;
}

/**
 * What a core component needs above it outside the app shell: antd, i18n, the container, the
 * started mall and a memory router. Tests (renderWithMall) and Storybook (MallStage) share it,
 * so a component renders the same in both.
 */
export function MallProviders({ container, i18n, runtime, path = '/', children }: MallProvidersProps) {
  return (
    <ConfigProvider>
      <AntApp message={TOAST_CONFIG}>
        <I18nextProvider i18n={i18n.instance}>
          <ServicesProvider container={container}>
            <MallRuntimeProvider runtime={runtime}>
              <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
            </MallRuntimeProvider>
          </ServicesProvider>
        </I18nextProvider>
      </AntApp>
    </ConfigProvider>
  );
}
