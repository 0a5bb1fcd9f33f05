// Every validation message, verbatim from the specification, so that forms and resolvers show the
// same text. Where the specification gives no message, the nearest shared one is reused; the four
// 'Invalid …' option messages at the end are the only wordings of our own, modelled on 'Invalid role.'.

/** Shared text rule (doc 1 §5, doc 2 §5) and the AI key: no full stop. */
export const REQUIRED_TEXT = 'This field is required';
/** Signup terms checkbox, file fields and thumbnails (doc 1 §5, doc 2 §5, doc 3 §5): with a full stop. */
export const REQUIRED_FIELD = 'This field is required.';

export const INPUT_TOO_LONG = 'Input too long.';
export const ENTRY_REQUIRED = 'Each entry is required to be defined.';
export const ENTRY_TOO_LONG = 'Entry too long.';
export const INVALID_EMAIL = 'Must be a valid email';
export const MUST_BE_A_NUMBER = 'Must be a number.';
export const MUST_BE_POSITIVE = 'Must be positive.';
export const MUST_BE_AN_INTEGER = 'Must be an integer.';
export const MUST_BE_NEGATIVE = 'Must be negative.';
export const MUST_BE_A_BOOLEAN = 'Must be a boolean.';
export const PASSWORD_TOO_SHORT = 'Must be at least 8 characters.';
export const PASSWORDS_MUST_MATCH = 'Passwords must match.';
export const INVALID_URL = 'Invalid URL.';
export const INVALID_CURRENCY = 'Invalid currency format';
export const INVALID_SLUG = 'Invalid URL slug.';
export const INVALID_STORE_PARAMETER = 'Requires valid store parameter.';

// Accounts, groups and plans (doc 1)
export const INVALID_ROLE = 'Invalid role.';
export const GROUP_NAME_MUST_MATCH = 'Group name must match.';
export const ENTRY_MUST_MATCH_PROMPT = 'Entry must match prompt.';
export const CHOOSE_A_PLAN = 'Choose a Plan.';
export const PLAN_ALREADY_ACTIVE = 'This plan is already active.';

// Catalogue and assets (doc 2)
export const TITLE_REQUIRED = 'Title is required.';
export const URL_NOT_FROM_YOUTUBE = 'URL must be from Youtube.';
export const URL_NOT_FROM_TIKTOK = 'URL must be from TikTok.';
export const NO_VIDEO_ID_FOUND = 'No video ID found.';
export const INVALID_VIDEO_ID = 'Invalid video ID.';
export const NOT_A_VIDEO_FILE = 'Upload must be a video file.';
export const NOT_AN_IMAGE_FILE = 'Upload must be an image file.';
export const NOT_AN_AUDIO_FILE = 'Upload must be an audio file.';
export const NO_PHOTOS_SELECTED = 'No photos were selected.';
export const LOOP_DISABLED = 'Looping is disabled for videos over a minute long.';
export const DURATION_UNREADABLE = 'Unable to extract duration from file.';
export const QUICKTIME_UNSUPPORTED =
  'Quicktime videos are not supported. Please save the file as a new format and try again.';

// Layouts, placements, AI (doc 3)
export const PLEASE_ENTER_A_NUMBER = 'Please enter a number.';
export const NOT_A_NUMBER = 'Not a number.';
export const PERCENTAGE_OUT_OF_RANGE = 'Must be between 0-100.';
export const PLEASE_SELECT_A_STRATEGY = 'Please select a strategy.';
export const PERCENTAGES_MUST_TOTAL_100 = 'Percentages must add up to 100.';

// Choices the UI offers from a fixed list; only a hand-made request can miss them.
export const INVALID_LAYOUT_TYPE = 'Invalid layout type.';
export const INVALID_AVATAR = 'Invalid avatar.';
export const INVALID_BACKGROUND = 'Invalid background.';
export const INVALID_ALIGNMENT = 'Invalid alignment.';
// Branding (doc 3 §5): the pickers only make these; a hand-made request can miss them.
export const INVALID_COLOUR = 'Must be a colour such as #0393fb.';
export const INVALID_FONT = 'Must be one of the offered fonts.';
export const INVALID_FONT_URL = 'Must be the stylesheet of the chosen font.';
