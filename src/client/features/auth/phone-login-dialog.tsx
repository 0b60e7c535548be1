// PLACEHOLDER: the phone-login dialog is built by the sign-in issue.
import { Dialog } from '../../components/ui/dialog.js';

export default function PhoneLoginDialog(props: {
  open: boolean;
  returnTo?: string | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  return <Dialog open={props.open} onOpenChange={props.onOpenChange} title="Sign in" />;
}
