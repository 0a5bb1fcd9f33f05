// The text-generation client (OpenAI's Responses API). It speaks OpenAI's protocol to OpenAI or,
// without a server-wide key or base address outside production, to the local sandbox
// (/sandbox/openai).
export {
  OPENAI_API_URL,
  OPENAI_SANDBOX_PATH,
  openaiApi,
  openaiSandboxInUse,
  type OpenAIApi,
} from './app';
export {
  checkOpenAIKey,
  createResponse,
  OpenAIError,
  outputText,
  type OpenAIErrorKind,
  type ResponseRequest,
} from './api';
