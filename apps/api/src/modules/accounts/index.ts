// The accounts module's face: the signed-in user's answers (social sign-in returns them too).
export { toAuth, toUser } from './current-user';
export { signedInFrameOf } from './landing';
export { accountsModule } from './module';
