import { MyMallFrameToken, type MyMallFrameProps } from '@mall/sdk';
import { ContainerModule } from 'inversify';
import { lazyComponent } from '../../shell/lazy-component';
import { MyMallServiceImpl, MyMallServiceToken } from './my-mall-service';

// The frame a plugin's My Mall page asks for is fetched with that page, never with the mall's entry.
const MyMallFrame = lazyComponent<MyMallFrameProps>(() => import('./components/my-mall-frame').then((m) => m.MyMallFrame));

/** Binds the My Mall service under its token, so a tenant's `rebind` replaces it, and the SDK's frame token (a plugin's My Mall page). */
export const myMallModule = new ContainerModule(({ bind }) => {
  bind(MyMallServiceImpl).toSelf().inSingletonScope();
  bind(MyMallServiceToken.id).toService(MyMallServiceImpl);
  bind(MyMallFrameToken.id).toConstantValue(MyMallFrame);
});
