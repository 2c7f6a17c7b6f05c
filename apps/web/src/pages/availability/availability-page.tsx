import { AbsencesSection } from '../../features/absences';
import { AvailabilitySections } from '../../features/availability';

/** /availability and /user/availability: the week grid, the planning warning, the work preference and the absences. */
export const AvailabilityPage = () => (
  <div className="flex flex-col gap-4">
    <AvailabilitySections after={<AbsencesSection />} />
  </div>
);
