import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { localName } from '../../ui/format';

const HrChoicesDocument = graphql(`
  query HrChoices {
    departments(list: { perPage: 100, sort: "name" }) {
      items {
        id
        name
        nameAr
      }
    }
    positions(list: { perPage: 100, sort: "title" }) {
      items {
        id
        title
        titleAr
        departmentId
      }
    }
  }
`);

const EmployeeChoicesDocument = graphql(`
  query EmployeeChoices($search: String) {
    employees(list: { perPage: 50, sort: "fullName", search: $search }) {
      items {
        id
        fullName
      }
    }
  }
`);

/** Departments and positions for the selects of HR forms and filters. */
export function useHrChoices() {
  const { i18n } = useTranslation();
  const [{ data }] = useQuery({ query: HrChoicesDocument });
  return {
    departments: (data?.departments.items ?? []).map((d) => ({ value: d.id, label: localName(d.name, d.nameAr, i18n.language) })),
    positions: (data?.positions.items ?? []).map((p) => ({ value: p.id, label: localName(p.title, p.titleAr, i18n.language), departmentId: p.departmentId })),
  };
}

/** Employees matching a typed search, for the employee select of advance and leave forms. */
export function useEmployeeChoices(search: string) {
  const [{ data }] = useQuery({ query: EmployeeChoicesDocument, variables: { search: search || null } });
  return (data?.employees.items ?? []).map((e) => ({ value: e.id, label: e.fullName }));
}
