// Route '/dev/phone' and '/dev/phone/:phoneNumber' (outside production): the developer phone.
import { useLocation, useParams } from 'wouter';
import { DevPhone } from '../features/dev-phone/index.js';

export default function DevPhonePage() {
  const params = useParams<{ phoneNumber?: string }>();
  const [, navigate] = useLocation();
  const phoneNumber = params.phoneNumber ? decodeURIComponent(params.phoneNumber) : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <DevPhone phoneNumber={phoneNumber} onChoose={(n) => navigate(`/dev/phone/${encodeURIComponent(n)}`)} />
    </div>
  );
}
