import 'reflect-metadata';
import { configure } from 'mobx';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { tenantRegistry } from './generated/tenant-registry';
import { createMallContainer } from './shell/create-container';
import { MallApp } from './shell/mall-app';

if (import.meta.env.DEV) configure({ enforceActions: 'always' });

const container = createMallContainer();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MallApp container={container} registry={tenantRegistry} />
  </StrictMode>,
);
