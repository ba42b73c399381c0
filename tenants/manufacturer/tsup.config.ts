import { preset } from '../../tsup.preset';
export default preset();
