import { LoadingState } from '#/components/loading-state.tsx';

/** 'Loading your profile...' (sign-in pages) or 'Loading...' (role checks), inside the frame. */
export function GuardLoading({ message }: { message: string }) {
  return <LoadingState message={message} className="min-h-[50dvh]" />;
}
