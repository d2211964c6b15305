import { createDoorbell } from '../doorbell';

/** Rung by enqueueMail and the newsletter's queuing job: the delivery worker looks at the outbox at once. */
const mailQueued = createDoorbell();

export const notifyMailQueued = (): void => mailQueued.ring();

/** Returns the function that stops listening. */
export const onMailQueued = (listener: () => void): (() => void) => mailQueued.listen(listener);
