export { identityFeature } from './identity-feature';
export { IdentityDialog } from './identity-dialog';
export { identityChoiceKey } from './identity-choice';
