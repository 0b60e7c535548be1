// Sesotho. Machine-assisted, awaiting review by a fluent speaker (docs/i18n/README.md); the English guide counts.
import type { HouseholdGuideTranslation } from './types.js';

const st: HouseholdGuideTranslation = {
  reviewStatus: 'machine-assisted',
  reviewNotice:
    'Phetolelo ena e entswe ka thuso ya motjhini mme e sa emetse ho hlahlojwa ke sebui sa puo ena. Tataiso ya Senyesemane ke yona e sebetsang.',
  title: 'Ho hira mosebeletsi wa lapeng: seo molao o se batlang lapeng la hao',
  intro:
    'Ha o hira motho ho hloekisa, ho pheha, ho sebetsa serapeng kapa ho hlokomela lelapa la hao lapeng, lelapa la hao le fetoha mohiri. Boholo ba seo molao o se batlang bo bonolo, mme bo le sireletsa le le babedi. Tataiso ena e hlalosa dintho tse hlano tseo o tlamehang ho di etsa hantle.',
  disclaimer:
    'Tataiso ena ke kakaretso ka puo e bonolo, hase keletso ya molao. Lefapha la Mesebetsi le Basebetsi le araba dipotso ka boikarabelo ba hao.',
  sections: {
    employer: {
      title: 'O mohiri',
      paragraphs: [
        'Mosebeletsi wa lapeng o sireleditswe ke Basic Conditions of Employment Act le Sectoral Determination 7 ya lekala la basebeletsi ba malapeng. Di sebetsa hore na o sebetsa letsatsi le leng le le leng kapa letsatsi le le leng ka beke, le hore na le na le konteraka e ngotsweng kapa tjhe.',
        'Work Local e thusa ka dipampiri: dintlha tse ngotsweng tsa mosebetsi, slip ya moputso letsatsing le leng le le leng la moputso, le dikgopotso tsa ho lefa UIF.',
      ],
      points: [],
    },
    'minimum-wage': {
      title: 'Lefa bonyane moputso o tlase',
      paragraphs: [
        'Moputso o tlase wa naha ke {minimumWage} ka hora ho tloha ka {minimumWageFrom}. O a tshwana bakeng sa basebeletsi ba malapeng le bakeng sa motho e mong le e mong.',
        'Tjhelete ya dipalangwang, dijo le kamore hase karolo ya moputso o tlase: moputso wa hora ka bowona o tlameha ho o fihlella.',
      ],
      points: [
        'Letsatsi la dihora tse {minPaidHours} kapa ka tlase le lefuwa jwalo ka dihora tse {minPaidHours}.',
        'Nako e eketsehileng e lefuwa bonyane habedi ka halofo ya moputso wa hora, mme feela ka tumellano.',
        'Ho sebetsa ka Sontaha ho lefuwa habedi, kapa hang le halofo haeba a tlwaetse ho sebetsa ka Disontaha.',
        'Ho sebetsa ka letsatsi la phomolo la setjhaba ke ka tumellano feela mme ho lefuwa bonyane habedi.',
      ],
    },
    paperwork: {
      title: 'E ngole fatshe: dintlha le disliphi tsa moputso',
      paragraphs: [
        'Ha a qala, mo fe dintlha tse ngotsweng tsa mosebetsi: hore na le bo mang le le babedi, o sebetsa kae le neng, mesebetsi ya hae, moputso wa hae le hore o balwa jwang, nako e eketsehileng, tefo eo e seng tjhelete, ditefello tse ntshwang, matsatsi a phomolo le tsebiso. Di hlalose ka puo eo a e utlwisisang, mme le saene le le babedi.',
        'Mo fe slip ya moputso letsatsing le leng le le leng la moputso e bontshang nako, sekgahla sa moputso wa hae, dihora tseo a di sebeditseng, nako e eketsehileng, moputso kaofela, tefello e nngwe le e nngwe e ntshwang le moputso o setseng. Ntle le disliphi tsa moputso, mosebeletsi hangata a ke ke a kgona ho tleima UIF.',
      ],
      points: ['Boloka dikopi tsa dintlha, disliphi tsa moputso le direkoto tsa nako dilemo tse tharo.'],
    },
    uif: {
      title: 'Ngodisetsa UIF ho uFiling',
      paragraphs: [
        'Haeba a o sebeletsa dihora tse fetang {uifMinHours} ka kgwedi, mo ngodise ho Unemployment Insurance Fund (UIF). UIF e a mo lefa ha a lahlehelwa ke mosebetsi, a kula nako e telele, kapa a tswala ngwana.',
        'Kgwedi e nngwe le e nngwe o ntsha {uifRate}% ya moputso wa hae mme o eketsa {uifRate}% ya hao, e balwa hodima moputso ho fihla ho {uifCeiling} ka kgwedi.',
      ],
      points: [
        'Ngodisa jwalo ka mohiri ho uFiling, tshebeletso ya inthanete ya Lefapha la Mesebetsi le Basebetsi.',
        'Tsebisa moputso wa hae mme o lefe UIF ka la 7 la kgwedi e latelang.',
        'Bontsha tefello ya UIF e ntshitsweng sliping sa hae sa moputso.',
      ],
    },
    coida: {
      title: 'Ngodisa ho Compensation Fund (COIDA)',
      paragraphs: [
        'Ho tloha kahlolong ya Mahlangu ya Lekgotla la Molaotheo ya la 19 Pudungwana 2020 (e kgutlelang morao ho fihla ka la 27 Mmesa 1994), basebeletsi ba malapeng ba sireleditswe ke Compensation for Occupational Injuries and Diseases Act. Malapa a tlameha ho ngodisa basebeletsi ba wona ba malapeng ho Compensation Fund.',
        'Letlole le lefella dikotsi le mafu a bakwang ke mosebetsi wa hae, jwalo ka ho wa a hloekisa difensetere, e le hore ho se be e mong wa lona ya jarang ditjeho tseo a le mong.',
      ],
      points: ['Ngodisa ho Compensation Fund jwalo ka mohiri mme o eketse mosebeletsi wa hao wa lapeng.'],
    },
    leave: {
      title: 'Matsatsi a phomolo',
      paragraphs: [
        'Phomolo e lefuwa ka moputso wa hae o tlwaelehileng. Letsatsi la phomolo la setjhaba ha le balwe e le letsatsi la phomolo ya selemo.',
      ],
      points: [
        'Phomolo ya selemo: dibeke tse tharo ka selemo (matsatsi a 21 a latellanang), kapa ka tumellano letsatsi le le leng bakeng sa matsatsi a mang le a mang a 17 a sebeditsweng.',
        'Phomolo ya ho kula: matsatsi ao a neng a tla a sebetsa ka dibeke tse tsheletseng, dikgweding tse ding le tse ding tse 36; dikgweding tsa hae tsa pele tse tsheletseng, letsatsi le le leng bakeng sa matsatsi a mang le a mang a 26 a sebeditsweng.',
        'Phomolo ya boikarabelo ba lelapa: matsatsi a mahlano ka selemo, hang ha a se a o sebeleditse dikgwedi tse fetang tse nne bonyane matsatsi a mane ka beke.',
        'Phomolo ya pelehi: bonyane dikgwedi tse nne di latellana. Ha o a tlamehe ho mo lefa; a ka tleima ho UIF.',
      ],
    },
    notice: {
      title: 'Tsebiso',
      paragraphs: [
        'Mang kapa mang wa lona a ka fedisa mosebetsi ka ho fana ka tsebiso e ngotsweng: beke e le nngwe dikgweding tsa hae tsa pele tse tsheletseng, dibeke tse nne kamora moo. O hloka lebaka le utlwahalang le tshebetso e nepahetseng ho mo leleka.',
        'Haeba a dula ka kamoreng eo o e fanang, a ka dula bonyane kgwedi e le nngwe kamora tsebiso.',
      ],
      points: [
        'Letsatsing la hae la ho qetela, lefa tsohle tseo a di kolotwang: moputso, phomolo e sa nkuwang le ditefo tse ding.',
      ],
    },
  },
};

export default st;
