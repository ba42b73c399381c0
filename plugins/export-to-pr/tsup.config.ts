import { preset } from '../../tsup.preset';
export default preset({ entry: { index: 'src/index.ts' } });
