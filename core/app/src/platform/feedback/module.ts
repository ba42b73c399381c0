import { ContainerModule } from 'inversify';
import { TYPES } from '../tokens';
import { AntdNotifierImpl, FeedbackSinkToken } from './antd-notifier';
import { BrowserMonitorImpl } from './browser-monitor';
import { BrowserNavigatorImpl } from './browser-navigator';
import { MemoryNavigator } from './memory-navigator';
import { RecordingMonitor } from './recording-monitor';
import { RecordingNotifier } from './recording-notifier';

/** Browser feedback: antd notifications and dialogs, history navigation, console monitoring. */
export const feedbackModule = new ContainerModule(({ bind }) => {
  bind(AntdNotifierImpl).toSelf().inSingletonScope();
  bind(TYPES.Notifier).toService(AntdNotifierImpl);
  bind(FeedbackSinkToken).toService(AntdNotifierImpl);
  bind(BrowserNavigatorImpl).toSelf().inSingletonScope();
  bind(TYPES.Navigator).toService(BrowserNavigatorImpl);
  bind(BrowserMonitorImpl).toSelf().inSingletonScope();
  bind(TYPES.Monitor).toService(BrowserMonitorImpl);
});

/** Test feedback: the recorders, bound to the same tokens so a test can read what was shown. */
export const recordingFeedbackModule = new ContainerModule(({ bind }) => {
  bind(RecordingNotifier).toSelf().inSingletonScope();
  bind(TYPES.Notifier).toService(RecordingNotifier);
  bind(MemoryNavigator).toSelf().inSingletonScope();
  bind(TYPES.Navigator).toService(MemoryNavigator);
  bind(RecordingMonitor).toSelf().inSingletonScope();
  bind(TYPES.Monitor).toService(RecordingMonitor);
});
