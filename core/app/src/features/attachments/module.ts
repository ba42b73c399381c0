import { AttachmentListToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { AttachmentServiceImpl, AttachmentServiceToken } from './attachment-service';
import { AttachmentList } from './components/attachment-list';

/** Binds the file calls (replaceable by token) and core's attachment list under the SDK's token. */
export const attachmentsModule = new ContainerModule(({ bind }) => {
  bind(AttachmentServiceImpl).toSelf().inSingletonScope();
  bind(AttachmentServiceToken.id).toService(AttachmentServiceImpl);
  bind(AttachmentListToken.id).toConstantValue(AttachmentList);
});
