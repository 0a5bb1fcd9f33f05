export {
  CHOOSE_PLACEMENT_TEXT,
  CHOOSE_PLACEMENT_TITLE,
  PlacementChoiceDialog,
  PlacementChooser,
  type PlacementChoiceDialogProps,
  type PlacementChooserProps,
} from './PlacementChooser';
