export { MallStage } from './mall-stage';
export { MallProviders } from './mall-providers';
export { createStageMall, startStageMall, readySession, stageUser, stageConfig, STAGE_API_BASE } from './stage-mall';
export { coreTextsAtOnce } from './messages-at-once';
export type { StageMall, StageMallOptions } from './stage-mall';
