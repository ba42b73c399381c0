import { preset } from '../../tsup.preset';
export default preset({ entry: { index: 'src/index.ts', 'server/index': 'src/server/index.ts' } });
