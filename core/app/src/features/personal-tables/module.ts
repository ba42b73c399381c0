import { PersonalColumnsToken } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { PersonalTableServiceImpl, PersonalTableServiceToken } from './personal-table-service';
import { usePersonalColumnsImpl } from './use-personal-columns';

/** Binds the personal-table service (replaceable by token) and the SDK's column hook. */
export const personalTablesModule = new ContainerModule(({ bind }) => {
  bind(PersonalTableServiceImpl).toSelf().inSingletonScope();
  bind(PersonalTableServiceToken.id).toService(PersonalTableServiceImpl);
  bind(PersonalColumnsToken.id).toConstantValue(usePersonalColumnsImpl);
});
