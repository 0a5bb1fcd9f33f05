export {
  ADD_STRATEGY,
  EMPTY_EXPERIMENT,
  ExperimentForm,
  type ExperimentFormProps,
} from './ExperimentForm';
