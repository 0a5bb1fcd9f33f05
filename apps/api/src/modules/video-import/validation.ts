// Arguments of uploadVideoFromUrl, checked with the shared rules and messages.
import { REQUIRED_TEXT, title, url } from '@vendy/client/validation';
import { object } from 'yup';

export const uploadVideoFromUrlArgs = object({
  url: url.required(REQUIRED_TEXT),
  title,
});
