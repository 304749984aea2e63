import type { Agent, CreateAgentInput } from '@keel/domain';

/** The agent form's values (text as typed). */
export interface AgentFormValues extends Record<string, unknown> {
  name: string;
  portLocode: string;
  portName: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  email: string;
  phone: string;
  notes: string;
}

/** The form values of an agent (empty for a new one). */
export function agentFormValues(a: Agent | null): AgentFormValues {
  return {
    name: a?.name ?? '',
    portLocode: a?.portLocode ?? '',
    portName: a?.portName ?? '',
    address: a?.addressLines.join('\n') ?? '',
    city: a?.city ?? '',
    postalCode: a?.postalCode ?? '',
    country: a?.country ?? '',
    email: a?.email ?? '',
    phone: a?.phone ?? '',
    notes: a?.notes ?? '',
  };
}

/** The body the domain schema checks (contacts are edited on the agent's page). */
export function agentInput(values: AgentFormValues): Omit<CreateAgentInput, 'contacts'> {
  const { address, ...rest } = values;
  return {
    ...rest,
    addressLines: address.split('\n'),
    postalCode: values.postalCode || null,
    phone: values.phone || null,
  };
}
