export { identityFeature } from './identity-feature';
export { IdentityDialog, identityChoiceKey } from './identity-dialog';
