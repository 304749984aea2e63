/**
 * The demo ISM manual (docs/dms.md "Demo data"): the chapters of the ISM Code's elements and a
 * controlled document or two in each, with the text printed in the generated PDFs (and indexed for
 * search). `history` documents carry an older revision that was superseded.
 */
export interface DemoDmsDocument {
  number: string;
  title: string;
  /** Paragraphs of the PDF (wrapped to the page). */
  text: string[];
  /** Ship family that receives it; every ship when omitted. */
  family?: string;
  /** Crew ranks that must acknowledge; every crew member when omitted. */
  ackRanks?: number[];
  /** Effective revision label and date; an older superseded revision when `previous` is set. */
  revision: string;
  effectiveDate: string;
  previous?: { revision: string; effectiveDate: string; text: string[] };
  /** An open revision in progress (DRAFT or IN_REVIEW). */
  open?: { revision: string; state: 'DRAFT' | 'IN_REVIEW'; changeNote: string; text: string[] };
  /** Withdrawn: the effective revision was made obsolete. */
  withdrawn?: boolean;
  /** Review date (when not effective date + 12 months), e.g. one overdue. */
  reviewDue?: string;
}

export interface DemoDmsChapter {
  number: string;
  title: string;
  documents: DemoDmsDocument[];
}

export const DEMO_DMS_CHAPTERS: DemoDmsChapter[] = [
  {
    number: '1',
    title: 'Company policy',
    documents: [
      {
        number: 'ISM-1.1',
        title: 'Safety and environmental protection policy',
        revision: '3',
        effectiveDate: '2026-02-01',
        text: [
          'Keel Demo Ship Management AS is committed to safe operation of its ships, to the prevention of human injury or loss of life, and to the avoidance of damage to the environment, in particular the marine environment, and to property.',
          'The Company provides safe practices in ship operation and a safe working environment, assesses all identified risks to its ships, personnel and the environment, and establishes appropriate safeguards.',
          'The policy is implemented and maintained at all levels of the organisation, both ship-based and shore-based, and is reviewed at least annually by the Managing Director.',
        ],
        previous: {
          revision: '2',
          effectiveDate: '2024-01-15',
          text: [
            'The Company is committed to safe operation of its ships and to the prevention of pollution.',
            'The policy is reviewed every two years by the Managing Director.',
          ],
        },
      },
      {
        number: 'ISM-1.2',
        title: 'Drug and alcohol policy',
        revision: '2',
        effectiveDate: '2025-06-01',
        text: [
          'No person shall be under the influence of alcohol or drugs while on duty. Blood alcohol content shall not exceed 0.05 percent at any time on board.',
          'Unannounced alcohol testing is carried out by the Master at least once every three months and after any accident or near miss.',
        ],
      },
    ],
  },
  {
    number: '2',
    title: 'Responsibilities and authority',
    documents: [
      {
        number: 'ISM-2.1',
        title: 'Company organisation and responsibilities',
        revision: '4',
        effectiveDate: '2026-03-10',
        text: [
          'The Managing Director is responsible for the safety management system. The Technical Manager is responsible for maintenance, dry docking and class matters. The Marine Manager is responsible for crewing, training and navigation standards.',
          'Responsibilities, authority and interrelation of all personnel who manage, perform and verify work relating to safety and pollution prevention are defined in the organisation chart in the annex.',
        ],
      },
      {
        number: 'ISM-2.2',
        title: 'Designated person ashore (DPA)',
        revision: '2',
        effectiveDate: '2025-09-01',
        text: [
          'The designated person ashore provides a link between the Company and those on board and has direct access to the highest level of management.',
          'The DPA monitors the safety and pollution-prevention aspects of the operation of each ship and ensures that adequate resources and shore-based support are applied. The DPA can be reached 24 hours a day on the emergency telephone.',
        ],
        reviewDue: '2026-09-01',
      },
    ],
  },
  {
    number: '3',
    title: "Master's responsibility and authority",
    documents: [
      {
        number: 'ISM-3.1',
        title: "Master's overriding authority",
        revision: '2',
        effectiveDate: '2025-11-20',
        ackRanks: [1, 2, 6],
        text: [
          'The Master has the overriding authority and the responsibility to make decisions with respect to safety and pollution prevention and to request the Company assistance as may be necessary.',
          'The Master implements the safety and environmental protection policy, motivates the crew in observing it, issues appropriate orders and instructions in a clear and simple manner, verifies that specified requirements are observed and reviews the safety management system, reporting its deficiencies to the shore-based management.',
        ],
      },
      {
        number: 'ISM-3.2',
        title: 'Master handover procedure',
        revision: '1',
        effectiveDate: '2025-04-01',
        ackRanks: [1],
        text: [
          'The relieving Master and the Master being relieved complete the handover checklist together, including the status of certificates, outstanding non-conformities, planned maintenance, cargo, bunkers and crew matters.',
          'The signed handover checklist is sent to the Marine Manager within 24 hours.',
        ],
        open: {
          revision: '2',
          state: 'IN_REVIEW',
          changeNote:
            'Adds the handover of the ship security plan and the cyber security log (DCR-2026-0002).',
          text: [
            'The relieving Master and the Master being relieved complete the handover checklist together, including the ship security plan, the cyber security log, certificates, outstanding non-conformities, planned maintenance, cargo, bunkers and crew matters.',
          ],
        },
      },
    ],
  },
  {
    number: '4',
    title: 'Resources and personnel',
    documents: [
      {
        number: 'ISM-4.1',
        title: 'Familiarisation of new crew members',
        revision: '3',
        effectiveDate: '2026-01-05',
        text: [
          'Every new crew member receives a ship-specific familiarisation before being assigned to shipboard duties, covering muster stations, life-saving and fire-fighting appliances, escape routes, alarms and his or her own duties.',
          'The familiarisation checklist is completed within 24 hours of joining and filed by the Chief Officer.',
        ],
      },
      {
        number: 'ISM-4.2',
        title: 'Training and drills record',
        revision: '1',
        effectiveDate: '2024-05-01',
        reviewDue: '2025-05-01',
        text: [
          'Training needs are identified by the Master and the Marine Manager and recorded in the training matrix. Certificates of competency and endorsements are verified before joining.',
        ],
      },
    ],
  },
  {
    number: '5',
    title: 'Shipboard operations',
    documents: [
      {
        number: 'ISM-5.1',
        title: 'Bridge watchkeeping and navigation',
        revision: '5',
        effectiveDate: '2026-04-01',
        text: [
          'The officer of the watch maintains a proper lookout by sight and hearing and by all available means. Passage planning covers the whole voyage from berth to berth and is approved by the Master before departure.',
          'The Master shall be called when visibility falls below 3 nautical miles, when traffic conditions cause concern, or when in any doubt.',
        ],
      },
      {
        number: 'ISM-5.2',
        title: 'Cargo operations on tankers',
        family: 'MR product tankers',
        revision: '2',
        effectiveDate: '2025-10-15',
        text: [
          'Before cargo operations the ship/shore safety checklist is completed jointly with the terminal. Inert gas oxygen content in cargo tanks shall not exceed 8 percent by volume.',
          'Tank cleaning, gas freeing and enclosed space entry follow the permit to work system.',
        ],
      },
      {
        number: 'ISM-5.3',
        title: 'Cargo operations on bulk carriers',
        family: 'Ultramax bulk carriers',
        revision: '2',
        effectiveDate: '2025-10-15',
        text: [
          'The loading and unloading plan agreed with the terminal observes the permissible shear forces and bending moments. Hatch covers are inspected before loading; holds are ventilated as the cargo requires.',
          'Solid bulk cargoes are loaded only with the shipper declaration required by the IMSBC Code.',
        ],
      },
      {
        number: 'ISM-5.4',
        title: 'Bunkering procedure',
        revision: '2',
        effectiveDate: '2025-08-01',
        text: [
          'Bunkering is supervised by the Chief Engineer. Scuppers are plugged, save-all trays drained, and the pre-bunkering checklist is agreed with the supplier. Tanks are not filled beyond 90 percent.',
        ],
      },
    ],
  },
  {
    number: '6',
    title: 'Emergency preparedness',
    documents: [
      {
        number: 'ISM-6.1',
        title: 'Shipboard emergency plan and drills',
        revision: '4',
        effectiveDate: '2026-05-01',
        text: [
          'Potential emergency shipboard situations are identified and procedures established: fire, flooding, collision, grounding, abandon ship, man overboard, pollution, piracy and medical emergencies.',
          'Fire drill and abandon ship drill are held every month. Enclosed space entry and rescue drills are held every two months. Each drill is recorded in the official log book.',
        ],
      },
      {
        number: 'ISM-6.2',
        title: 'Shipboard oil pollution emergency plan (SOPEP)',
        revision: '3',
        effectiveDate: '2025-12-01',
        text: [
          'In the event of an oil spill the Master reports without delay to the nearest coastal state and to the Company emergency response team. The SOPEP locker is checked monthly.',
        ],
      },
    ],
  },
  {
    number: '7',
    title: 'Non-conformities, accidents and hazardous occurrences',
    documents: [
      {
        number: 'ISM-7.1',
        title: 'Reporting of non-conformities and near misses',
        revision: '2',
        effectiveDate: '2025-07-01',
        text: [
          'Non-conformities, accidents, hazardous occurrences and near misses are reported to the Company, investigated and analysed with the objective of improving safety and pollution prevention.',
          'Corrective action is agreed with the DPA and closed within 30 days, or a due date is set and followed up.',
        ],
      },
    ],
  },
  {
    number: '8',
    title: 'Maintenance of the ship and equipment',
    documents: [
      {
        number: 'ISM-8.1',
        title: 'Planned maintenance system',
        revision: '3',
        effectiveDate: '2026-01-20',
        text: [
          'Inspections are held at appropriate intervals, non-conformity is reported with its possible cause, corrective action is taken and records of these activities are maintained in the planned maintenance system.',
          'Critical equipment and technical systems whose sudden failure may result in hazardous situations are identified; their back-up arrangements are tested regularly.',
        ],
      },
      {
        number: 'ISM-8.2',
        title: 'Critical equipment list (old format)',
        revision: '1',
        effectiveDate: '2023-03-01',
        withdrawn: true,
        text: [
          'List of critical equipment: steering gear, main engine, emergency generator, fire pumps. Replaced by the critical equipment register in the planned maintenance system.',
        ],
      },
    ],
  },
  {
    number: '9',
    title: 'Company verification, review and evaluation',
    documents: [
      {
        number: 'ISM-9.1',
        title: 'Internal audits and management review',
        revision: '2',
        effectiveDate: '2025-03-01',
        text: [
          'Internal safety audits are carried out on board and ashore at intervals not exceeding twelve months. Auditors are independent of the areas audited.',
          'The management review evaluates the effectiveness of the safety management system once a year, taking into account audit results, non-conformities and changes in regulations.',
        ],
      },
    ],
  },
];
