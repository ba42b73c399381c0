import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Permission } from '../../../platform/permissions';
import { ImportDrawer } from '../../data-import';

const IMPORTS = [
  { code: 'SMAL.CART_IMPORT', permission: 'mall.cart.button.import', label: 'data-import.cart.import' },
  { code: 'SMAL.CART_IMPORT_NEW', permission: 'mall.cart.button.import-new', label: 'data-import.cart.import-new' },
] as const;

/**
 * The cart's import and new import (permissions mall.cart.button.import and
 * mall.cart.button.import-new, checked again by the server). After an import the cart reopens
 * through /refresh once the drawer is closed, so the buyer can still read the drawer.
 */
export function CartImportButtons() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState<(typeof IMPORTS)[number] | undefined>();
  const imported = useRef(false);
  return (
    <>
      {IMPORTS.map((entry) => (
        <Permission key={entry.code} code={entry.permission}>
          <Button onClick={() => setOpen(entry)}>{t(entry.label)}</Button>
        </Permission>
      ))}
      <ImportDrawer
        code={open?.code ?? ''}
        open={open !== undefined}
        title={open ? t(open.label) : undefined}
        onSuccess={() => (imported.current = true)}
        onClose={() => {
          setOpen(undefined);
          if (imported.current) {
            imported.current = false;
            void navigate('/refresh', { state: { to: location.pathname + location.search } });
          }
        }}
      />
    </>
  );
}
