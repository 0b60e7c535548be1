// Route '/household-guide': the plain-language guide for households that employ a domestic worker.
import { HouseholdGuide } from '../features/household/index.js';

export default function HouseholdGuidePage() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <HouseholdGuide />
    </div>
  );
}
