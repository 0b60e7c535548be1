// Sepedi. Machine-assisted, awaiting review by a fluent speaker (docs/i18n/README.md); the English guide counts.
import type { HouseholdGuideTranslation } from './types.js';

const nso: HouseholdGuideTranslation = {
  reviewStatus: 'machine-assisted',
  reviewNotice:
    'Phetolelo ye e dirilwe ka thušo ya motšhene gomme e sa emetše go hlahlobja ke seboledi sa polelo ye. Tlhahlo ya Seisemane ke yona ya semmušo.',
  title: 'Go thwala mošomi wa ka gae: seo molao o se kgopelago go lapa la gago',
  intro:
    'Ge o thwala motho gore a hlwekiše, a apee, a šome serapeng goba a hlokomele lapa la gago ka gae, lapa la gago le ba mothwadi. Bontši bja seo molao o se kgopelago bo bonolo, gomme bo le šireletša ka bobedi. Tlhahlo ye e hlalosa dilo tše hlano tšeo o swanetšego go di dira gabotse.',
  disclaimer:
    'Tlhahlo ye ke kakaretšo ka polelo ye bonolo, ga se keletšo ya semolao. Kgoro ya Mešomo le Bašomi e araba dipotšišo ka ditshwanelo tša gago.',
  sections: {
    employer: {
      title: 'O mothwadi',
      paragraphs: [
        'Mošomi wa ka gae o šireleditšwe ke Basic Conditions of Employment Act le Sectoral Determination 7 ya lekala la bašomi ba ka gae. Di šoma le ge a šoma letšatši le lengwe le le lengwe goba letšatši le tee ka beke, le ge le na le konteraka ye e ngwadilwego goba aowa.',
        'Work Local e thuša ka dipampiri: dintlha tše di ngwadilwego tša mošomo, pampiri ya mogolo letšatši le lengwe le le lengwe la moputso, le dikgopotšo tša go lefa UIF.',
      ],
      points: [],
    },
    'minimum-wage': {
      title: 'Lefa bonyane moputso wa fase',
      paragraphs: [
        'Moputso wa fase wa bosetšhaba ke {minimumWage} ka iri go tloga ka {minimumWageFrom}. O a swana go bašomi ba ka gae le go motho yo mongwe le yo mongwe.',
        'Tšhelete ya sepediši, dijo le phapoši ga se karolo ya moputso wa fase: moputso wa iri ka bowona o swanetše go o fihlelela.',
      ],
      points: [
        'Letšatši la diiri tše {minPaidHours} goba ka fase le lefelwa bjalo ka diiri tše {minPaidHours}.',
        'Nako ya tlaleletšo e lefelwa bonyane gatee le seripa sa moputso wa iri, gomme fela ka kwano.',
        'Go šoma ka Sontaga go lefelwa gabedi, goba gatee le seripa ge a tlwaetše go šoma ka Disontaga.',
        'Go šoma ka letšatši la maikhutšo a setšhaba ke ka kwano fela gomme go lefelwa bonyane gabedi.',
      ],
    },
    paperwork: {
      title: 'Go ngwale fase: dintlha le dipampiri tša mogolo',
      paragraphs: [
        'Ge a thoma, mo fe dintlha tše di ngwadilwego tša mošomo: gore le bomang ka bobedi, o šoma kae le neng, mešomo ya gagwe, moputso wa gagwe le ka moo o balwago ka gona, nako ya tlaleletšo, tefo yeo e sego tšhelete, ditšhelete tše di ntšhwago, matšatši a khunollo le tsebišo. Di hlalose ka polelo yeo a e kwešišago, gomme le saene ka bobedi.',
        'Mo fe pampiri ya mogolo letšatši le lengwe le le lengwe la moputso yeo e bontšhago nako, tekanyo ya moputso wa gagwe, diiri tšeo a di šomilego, nako ya tlaleletšo, moputso ka moka, tšhelete ye nngwe le ye nngwe ye e ntšhwago le moputso wo o šetšego. Ntle le dipampiri tša mogolo, mošomi gantši a ka se kgone go tleima UIF.',
      ],
      points: ['Boloka dikhopi tša dintlha, dipampiri tša mogolo le direkoto tša nako mengwaga ye meraro.'],
    },
    uif: {
      title: 'Ngwadišetša UIF go uFiling',
      paragraphs: [
        'Ge a go šomela diiri tša go feta tše {uifMinHours} ka kgwedi, mo ngwadiše go Unemployment Insurance Fund (UIF). UIF e a mo lefa ge a lahlegelwa ke mošomo, a babja nako ye telele, goba a belega ngwana.',
        'Kgwedi ye nngwe le ye nngwe o ntšha {uifRate}% ya moputso wa gagwe gomme o oketša {uifRate}% ya gago, e balwa go moputso go fihla go {uifCeiling} ka kgwedi.',
      ],
      points: [
        'Ngwadiša bjalo ka mothwadi go uFiling, tirelo ya inthanete ya Kgoro ya Mešomo le Bašomi.',
        'Tsebiša moputso wa gagwe gomme o lefe UIF ka la 7 la kgwedi ye e latelago.',
        'Bontšha tšhelete ye e ntšhitšwego ya UIF pampiring ya gagwe ya mogolo.',
      ],
    },
    coida: {
      title: 'Ngwadiša go Compensation Fund (COIDA)',
      paragraphs: [
        'Go tloga ka kahlolo ya Mahlangu ya Kgorotsheko ya Molaotheo ya la 19 Nofemere 2020 (ye e boelago morago go fihla ka la 27 Aporele 1994), bašomi ba ka gae ba šireleditšwe ke Compensation for Occupational Injuries and Diseases Act. Malapa a swanetše go ngwadiša bašomi ba ona ba ka gae go Compensation Fund.',
        'Sekhwama se lefela dikgobalo le malwetši ao a bakwago ke mošomo wa gagwe, go swana le go wa a hlwekiša mafasetere, gore go se be yo mongwe wa lena yo a rwalago ditshenyagalelo tšeo a nnoši.',
      ],
      points: ['Ngwadiša go Compensation Fund bjalo ka mothwadi gomme o oketše mošomi wa gago wa ka gae.'],
    },
    leave: {
      title: 'Matšatši a khunollo',
      paragraphs: [
        'Khunollo e lefelwa ka moputso wa gagwe wa ka mehla. Letšatši la maikhutšo a setšhaba ga le balwe bjalo ka letšatši la khunollo ya ngwaga.',
      ],
      points: [
        'Khunollo ya ngwaga: dibeke tše tharo ka ngwaga (matšatši a 21 a latelanago), goba ka kwano letšatši le tee go matšatši a mangwe le a mangwe a 17 ao a šomilwego.',
        'Khunollo ya bolwetši: matšatši ao a bego a tla a šoma ka dibeke tše tshela, ka dikgwedi tše dingwe le tše dingwe tše 36; dikgweding tša gagwe tša mathomo tše tshela, letšatši le tee go matšatši a mangwe le a mangwe a 26 ao a šomilwego.',
        'Khunollo ya maikarabelo a lapa: matšatši a mahlano ka ngwaga, ge a šetše a go šometše dikgwedi tša go feta tše nne bonyane matšatši a mane ka beke.',
        'Khunollo ya pelego: bonyane dikgwedi tše nne di latelana. Ga o gapeletšwe go mo lefa; a ka tleima go UIF.',
      ],
    },
    notice: {
      title: 'Tsebišo',
      paragraphs: [
        'Yo mongwe le yo mongwe wa lena a ka fediša mošomo ka go fa tsebišo ye e ngwadilwego: beke e tee dikgweding tša gagwe tša mathomo tše tshela, dibeke tše nne ka morago ga moo. O nyaka lebaka le le lokilego le tshepedišo ye e lokilego go mo raka.',
        'Ge a dula ka phapošing yeo o e abago, a ka dula bonyane kgwedi e tee ka morago ga tsebišo.',
      ],
      points: [
        'Letšatšing la gagwe la mafelelo, lefa tšohle tše a di kolotwago: moputso, khunollo ye e sa tšewago le ditefo tše dingwe.',
      ],
    },
  },
};

export default nso;
