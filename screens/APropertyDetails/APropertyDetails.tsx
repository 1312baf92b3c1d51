// Placeholder until the property screens land (issue 3); replaced by the real view.
export { default } from '../shared/NotYetBuilt';
