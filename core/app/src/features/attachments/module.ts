import { AttachmentListToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { AttachmentServiceImpl, AttachmentServiceToken } from './attachment-service';
import type { AttachmentListProps } from '@mall/sdk';
import { lazyComponent } from '../../shell/lazy-component';

// antd Upload and the list's viewers load with the first page that shows attachments.
const AttachmentList = lazyComponent<AttachmentListProps>(() => import('./components/attachment-list').then((m) => m.AttachmentList));

/** Binds the file calls (replaceable by token) and core's attachment list under the SDK's token. */
export const attachmentsModule = new ContainerModule(({ bind }) => {
  bind(AttachmentServiceImpl).toSelf().inSingletonScope();
  bind(AttachmentServiceToken.id).toService(AttachmentServiceImpl);
  bind(AttachmentListToken.id).toConstantValue(AttachmentList);
});
