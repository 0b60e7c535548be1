// What a form says when what it sends could not go for want of a connection and is not one the phone keeps to send
// later (issue 32, decision 0304): plainly that nothing went, and that what was typed is still there. Not "Please
// try again", which reads as a fault of the form.
import { msg } from '@lingui/core/macro';

export const NO_CONNECTION = {
  title: msg`No connection`,
  description: msg`Nothing was sent: this needs a connection. What you typed is still here, so you can send it when you are back online.`,
};
